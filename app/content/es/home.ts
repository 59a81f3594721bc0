import type { HomeCopy } from "../home";
import { site } from "../site";

export const home: HomeCopy = {
  meta: {
    label: "Inicio",
    title: "La escuela del futuro",
    description: `Descubre ${site.name}, una escuela ficticia del futuro con aprendizaje impulsado por IA, aulas inteligentes y un campus sin papel que funciona con energía solar.`,
  },
  hero: {
    eyebrow: "Inscripciones abiertas · De 10 a 18 años",
    title: "Aprende al ritmo de tu propia curiosidad",
    lead: `En ${site.name}, cada estudiante cuenta con un tutor personal con IA, laboratorios prácticos y docentes que lo conocen por su nombre. Las clases se adaptan a tu forma de aprender: nadie se aburre y nadie se queda atrás.`,
    artAlt:
      "Ilustración: cuatro estudiantes alrededor de una mesa holográfica luminosa que proyecta un globo terráqueo unido por caminos de aprendizaje, con pantallas flotantes que muestran gráficos de progreso.",
    discover: "Descubre nuestra visión",
    tour: "Recorrido virtual",
  },
  featuresIntro: {
    eyebrow: `¿Por qué ${site.name}?`,
    title: "Una escuela pensada para el estudiante",
    lead: "La tecnología se encarga de las tareas rutinarias para que los docentes dediquen su tiempo a lo que de verdad importa: a tu hijo o hija.",
  },
  features: {
    "ai-learning": {
      title: "Aprendizaje impulsado por IA",
      text: "Un tutor personal nota cuándo un tema se entiende y cuándo no, y ajusta el siguiente ejercicio. Los docentes ven lo mismo e intervienen a tiempo.",
    },
    "smart-technology": {
      title: "Tecnología inteligente",
      text: "Paredes interactivas, mesas táctiles compartidas y sensores que mantienen la luz y el aire en su punto. Todo funciona en silencio, en segundo plano.",
    },
    "global-connection": {
      title: "Conexión global",
      text: "Cada semana, proyectos en vivo con clases asociadas de otros continentes, con traducción en tiempo real para que el idioma nunca sea una barrera.",
    },
    "innovation-labs": {
      title: "Laboratorios de innovación",
      text: "Los estudiantes construyen, prueban y rompen cosas a propósito: impresoras 3D, bancos de electrónica y un espacio maker abierto después de clase.",
    },
    solar: {
      title: "100% energía solar",
      text: "Los paneles del techo y una batería del campus cubren cada vatio que usamos. Los propios estudiantes siguen los datos de energía en clase de ciencias.",
    },
    paperless: {
      title: "100% sin papel",
      text: "Apuntes, tareas y comentarios viven en un espacio de trabajo seguro para cada estudiante, así nada se pierde en el fondo de la mochila.",
    },
  },
};
