import type { JoinCopy } from "../join";
import { site } from "../site";

export const join: JoinCopy = {
  meta: {
    label: "Únete",
    title: "Únete",
    description: `Las inscripciones para 2025 están abiertas. Conoce los tres pasos, las fechas importantes y lo que buscamos, y presenta tu solicitud en ${site.name}.`,
  },
  hero: {
    eyebrow: "Inscripciones abiertas para 2025",
    title: "Únete a los estudiantes que construyen lo que viene",
    lead: `Presentar tu solicitud en ${site.name} lleva unos diez minutos. Cuéntanos quién eres y qué te despierta curiosidad. No hay preguntas con trampa ni examen de admisión.`,
    toForm: "Ir al formulario de solicitud",
  },
  stepsIntro: { eyebrow: "Cómo funciona", title: "Tres pasos hasta tu primer día" },
  steps: [
    {
      title: "Envía tu solicitud",
      text: "Completa el formulario de abajo junto con tu madre, padre o tutor legal. Te pregunta por tus intereses, no por tus calificaciones.",
    },
    {
      title: "Entrevista virtual",
      text: "Una videollamada tranquila de 20 minutos con un docente y un estudiante actual. Trae una pregunta o un proyecto que te enorgullezca.",
    },
    {
      title: "Bienvenida a bordo",
      text: "Recibe la decisión, conoce a tu mentor y únete a la semana de bienvenida para aprender a moverte por el campus y sus herramientas.",
    },
  ],
  stepNumber: (number) => `Paso ${number}: `,
  traitsIntro: {
    title: "Lo que buscamos",
    lead: "Las calificaciones cuentan una parte de la historia. Estas cinco cualidades nos importan más.",
  },
  traits: [
    "Curiosidad: preguntas «¿por qué?» y luego vas a averiguarlo.",
    "Amabilidad: en un equipo, das espacio a los demás.",
    "Perseverancia: cuando algo se rompe, lo vuelves a intentar.",
    "Creatividad: disfrutas resolviendo problemas a tu manera.",
    "Responsabilidad: te importan las personas y el planeta, dentro y fuera de internet.",
  ],
  contactIntro: {
    eyebrow: "Contacto",
    title: "¿Tienes preguntas? Habla con admisiones",
    lead: "Tanto las familias como los estudiantes pueden escribirnos. Cada mensaje lo responde una persona de verdad.",
  },
  contactInfo: {
    "office-hours": {
      title: "Horario de atención",
      text: "De lunes a viernes, de 9:00 a 17:00. Respondemos en un plazo de dos días lectivos.",
    },
    visits: {
      title: "Visitas al campus",
      text: `${site.name} es un concepto ficticio, así que no hay campus que visitar. En su lugar, haz el recorrido virtual.`,
    },
  },
  dates: {
    title: "Fechas importantes",
    labels: {
      "application-deadline": "Fecha límite de solicitud",
      interviews: "Entrevistas",
      "admission-results": "Resultados de admisión",
      "academic-year-starts": "Comienzo del año escolar",
    },
    addAll: "Añadir al calendario",
    addOne: (label) => `Añadir al calendario: ${label}`,
    // No rangeSeparator: Intl writes the interview range the Spanish way ("1–30 de abril de 2025").
  },
};
