import type { ClassroomsCopy } from "../classrooms";
import { site } from "../site";

export const classrooms: ClassroomsCopy = {
  meta: {
    label: "Aulas inteligentes",
    title: "Aulas inteligentes",
    description: `Dentro de un aula de ${site.name}: un tutor personal con IA, pantallas holográficas, cápsulas de realidad virtual y lo que los estudiantes hacen realmente con ellos.`,
  },
  hero: {
    eyebrow: "Aulas inteligentes",
    title: "Aulas que se adaptan a cada clase y a cada estudiante",
    lead: `Las paredes se convierten en pantallas, los pupitres en laboratorios, y una excursión a la Luna dura una hora de clase. Esto es lo que hace de verdad un estudiante en un aula de ${site.name}.`,
    artAlt:
      "Ilustración: un pupitre inteligente proyecta una molécula 3D flotante, con un visor de realidad virtual sobre el pupitre y dos pantallas interactivas en la pared del fondo.",
  },
  toolsIntro: {
    eyebrow: "Herramientas de aprendizaje",
    title: "Cuatro herramientas que usa cada estudiante",
    lead: "Cada una existe para que una idea sea más fácil de ver, probar o recordar. Los docentes deciden cuándo usarlas y cuándo apagarlas.",
  },
  tools: {
    tutor: {
      title: "Tutor personal con IA",
      text: "Vuelve a explicar un paso de otra manera, propone el siguiente ejercicio y señala preguntas para el docente. Te ayuda con las tareas a cualquier hora.",
    },
    holograms: {
      title: "Pantallas holográficas",
      text: "Los modelos 3D flotan sobre el pupitre: los estudiantes giran un corazón para seguir el recorrido de la sangre o desmontan un motor a reacción, capa por capa.",
    },
    "vr-pods": {
      title: "Cápsulas de realidad virtual",
      text: "Visitas breves y guiadas a la antigua Roma, a un arrecife de coral o al interior de una célula, seguidas de un debate en clase sobre lo que vio cada uno.",
    },
    neural: {
      title: "Aprendizaje con interfaz neuronal",
      text: "Una cinta ligera y no invasiva muestra a los estudiantes cuándo baja su concentración, para que aprendan a dosificar su esfuerzo. Los datos se quedan con el estudiante.",
    },
  },
  featuresIntro: { eyebrow: "Funciones futuristas", title: "Los detalles que notas el primer día" },
  features: {
    walls: {
      title: "Paredes que enseñan",
      text: "Cada pared es un lienzo compartido: dibuja una idea, fija un modelo 3D, y todo se guarda automáticamente en el espacio de trabajo de la clase.",
    },
    translation: {
      title: "Traducción en vivo",
      text: "Habla con clases asociadas de otros países en tu propio idioma, con subtítulos que aparecen mientras la gente habla.",
    },
    climate: {
      title: "Aulas con clima inteligente",
      text: "La luz, el aire fresco y la temperatura se ajustan solos, porque cuesta concentrarse en un aula con el aire cargado.",
    },
  },
  statsIntro: { eyebrow: "Resultados", title: "Medido en nuestras aulas piloto" },
  stats: {
    practice: { label: "más tiempo de práctica activa en cada clase" },
    pace: { label: "de los estudiantes dicen que las clases se ajustan a su ritmo" },
    holograms: { label: "de las aulas tienen pantallas holográficas" },
    tutor: {
      label: "acceso al tutor personal con IA",
      spoken: "24 horas al día, 7 días a la semana",
    },
  },
};
