import { site } from "../site";
import type { VisionCopy } from "../vision";

export const vision: VisionCopy = {
  meta: {
    label: "Nuestra visión",
    title: "Nuestra visión",
    description: `Por qué existe ${site.name}: seis valores fundamentales que ponen el propósito, las personas y la curiosidad de toda la vida por delante de la tecnología.`,
  },
  hero: {
    eyebrow: "Nuestra visión",
    title: "Tecnología al servicio de las personas, nunca al revés",
    lead: "Imaginamos una escuela donde cada estudiante tiene un propósito claro, un docente que lo conoce bien y herramientas que ponen las ideas difíciles a su alcance.",
    artAlt:
      "Ilustración: un estudiante sobre la curva de un planeta señala un camino de estrellas que lleva a una estrella guía brillante, sobre una aurora luminosa.",
  },
  approach: {
    eyebrow: "Nuestro enfoque único",
    title: "A la medida de cada estudiante",
    paragraphs: [
      `La mayoría de las escuelas dan la misma clase a treinta estudiantes, al mismo ritmo. En ${site.name}, cada estudiante empieza el día con un plan hecho a partir de lo que ya sabe y de lo que quiere explorar a continuación.`,
      "Nuestras herramientas de IA se encargan de la repetición: preguntas de práctica, comentarios al instante, notas de progreso. Así, nuestros docentes quedan libres para lo que solo las personas hacen bien: guiar, hacer la pregunta adecuada y celebrar cada gran avance.",
    ],
  },
  valuesIntro: {
    eyebrow: "Valores fundamentales",
    title: "Seis ideas que guían cada decisión",
    lead: `Del horario a las herramientas que elegimos, estos valores deciden qué forma parte de un día en ${site.name}.`,
  },
  values: {
    purpose: {
      title: "Aprendizaje con propósito",
      text: "Cada unidad empieza con una pregunta real que vale la pena responder, para que los estudiantes siempre sepan por qué aprenden algo.",
    },
    "human-centered": {
      title: "Tecnología centrada en las personas",
      text: "Solo adoptamos una herramienta si da a los docentes más tiempo con los estudiantes. Las pantallas se apagan para el debate, el deporte y el juego.",
    },
    potential: {
      title: "Potencial sin límites",
      text: "Sin techos y sin etiquetas. Un estudiante que avanza rápido en matemáticas puede unirse a un grupo mayor sin dejar de crecer con sus amigos.",
    },
    excellence: {
      title: "Excelencia a través de la innovación",
      text: "Exigencia alta, métodos nuevos. Los estudiantes aprenden a poner a prueba sus ideas, medir resultados y mejorar su propio trabajo.",
    },
    lifelong: {
      title: "Aprendizaje para toda la vida",
      text: "Enseñamos a aprender: planificar, reflexionar y pedir ayuda, los hábitos que duran más que cualquier asignatura.",
    },
    "global-citizenship": {
      title: "Ciudadanía global",
      text: "Los estudiantes trabajan con compañeros de todo el mundo en retos comunes, como el clima y el agua potable, y aprenden a escuchar a personas de otras culturas.",
    },
  },
  statsIntro: { eyebrow: "En cifras", title: "Así se ve nuestra visión en la práctica" },
  stats: {
    plans: { label: "de los estudiantes tienen un plan de aprendizaje personal" },
    partners: { label: "escuelas asociadas en seis continentes" },
    questions: { label: "preguntas bienvenidas, todos los días", spoken: "Infinitas" },
  },
};
