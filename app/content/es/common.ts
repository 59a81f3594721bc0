import type { CommonCopy } from "../common";
import { site } from "../site";

export const common: CommonCopy = {
  tagline: "La escuela del futuro",
  description: `${site.name} es una escuela ficticia del futuro: aulas inteligentes, un tutor personal con IA para cada estudiante y un campus que funciona con energía solar.`,
  skipLink: "Omitir al contenido principal",
  nav: {
    main: "Principal",
    footer: "Pie de página",
    menu: "Menú",
    enroll: "Inscríbete ahora",
    languages: "Otros idiomas",
  },
  footer: {
    blurb: "La escuela del futuro: un concepto de aprendizaje con aulas inteligentes.",
    disclaimer: `${site.name} es un concepto ficticio. No es una escuela real: no se reciben solicitudes y nada de lo que escribas se envía a ningún lugar.`,
    explore: "Explora",
    admissions: "Admisiones",
    about: "Sobre este sitio",
    credit: (author) =>
      `Un proyecto estudiantil para un bootcamp de IA, diseñado y creado por ${author ?? "un estudiante del AI Bootcamp"}.`,
  },
  cta: {
    title: "Empieza tu viaje",
    text: "Las inscripciones para el año escolar 2025 están abiertas. Lleva unos diez minutos y puedes preguntarnos lo que quieras en cualquier momento.",
    action: "Empieza tu solicitud",
  },
  notFound: {
    meta: {
      title: "Página no encontrada",
      description: `Esta página no existe. Vuelve a la página de inicio de ${site.name}.`,
    },
    title: "¡Vaya! Página no encontrada",
    text: "La página que buscas se ha movido o nunca existió. Todo lo demás está a un clic.",
    home: "Volver al inicio",
  },
  error: {
    title: "¡Error inesperado de la aplicación!",
    home: "Volver al inicio",
    stack: "Traza de la pila",
  },
  calendar: {
    name: `Admisiones de ${site.name}`,
    event: (label) => `${site.name}: ${label}`,
    description: (label) =>
      `${label}. Preguntas sobre admisiones: ${site.email}. ${site.name} es una escuela ficticia.`,
  },
  notLoaded:
    "Esta parte de la página no se pudo cargar. Revisa tu conexión y vuelve a tocar para reintentarlo.",
};
