import { AGE_MAX, AGE_MIN, type ApplicationCopy } from "../application";
import { site } from "../site";

export const application: ApplicationCopy = {
  title: "Presenta tu solicitud para 2025",
  lead: "Lleva unos diez minutos. Complétala junto con tu madre, padre o tutor legal.",
  requiredNote: "Los campos marcados con * son obligatorios.",
  privacyNote: `${site.name} es una escuela ficticia, así que este formulario es una demostración: lo que escribes se queda en esta página y nunca se envía ni se guarda.`,
  noscriptNote:
    "Este formulario necesita JavaScript para revisar y confirmar tus respuestas. Sin él, el botón «Enviar solicitud» no hace nada, así que nada de lo que escribas puede salir de esta página. Activa JavaScript para presentar tu solicitud, o imprime esta página para completarla en papel.",
  legends: { student: "Sobre el estudiante", parent: "Madre, padre o tutor legal" },
  fields: {
    firstName: { label: "Nombre", error: "Escribe el nombre del estudiante." },
    lastName: { label: "Apellidos", error: "Escribe los apellidos del estudiante." },
    email: {
      label: "Correo electrónico del estudiante",
      placeholder: "nombre@example.com",
      hint: "Aquí enviamos la invitación a la entrevista.",
      error: "Escribe un correo electrónico como nombre@example.com.",
    },
    age: {
      label: "Edad",
      hint: `Pueden presentar su solicitud estudiantes de ${AGE_MIN} a ${AGE_MAX} años.`,
      error: `Escribe una edad de ${AGE_MIN} a ${AGE_MAX} años.`,
    },
    currentGrade: {
      label: "Grado actual",
      prompt: "Elige un grado",
      hint: "De 5.º a 12.º grado.",
      error: "Elige el grado que cursa el estudiante.",
    },
    country: {
      label: "País",
      hint: "Escríbelo o elígelo de la lista mientras escribes.",
      error: "Escribe el país donde vives.",
    },
    interests: {
      label: "Intereses",
      placeholder: "Robots, poesía, fútbol, las estrellas…",
      hint: "¿Sobre qué te encanta aprender? Con unas pocas frases basta.",
      error: "Cuéntanos un poco sobre tus intereses.",
    },
    parentEmail: {
      label: "Correo electrónico de la madre, el padre o el tutor legal",
      placeholder: "familia@example.com",
      hint: "Una madre, un padre o un tutor legal confirma cada solicitud.",
      error: "Escribe un correo electrónico como familia@example.com.",
    },
  },
  grade: (grade) => `${grade}.º grado`,
  termsLabel: [
    "Acepto los ",
    { text: "términos y condiciones", page: "terms", newTab: true },
    " y la ",
    { text: "política de privacidad", page: "privacy", newTab: true },
  ],
  newTab: "Se abre en una pestaña nueva, así que no pierdes nada de lo que escribiste aquí.",
  termsError: "Marca la casilla para aceptar antes de enviar.",
  submitLabel: "Enviar solicitud",
  toasts: {
    termsRequired: {
      title: "Debes aceptar los términos",
      description: "Acepta los términos y condiciones para continuar.",
    },
    submitted: {
      title: "¡Solicitud enviada!",
      description: "Revisaremos tu solicitud y te responderemos en un plazo de 48 horas.",
    },
    dismiss: "Descartar notificación",
    label: "Notificación",
    region: "Notificaciones",
  },
  notLoaded:
    "El código del formulario no se pudo cargar, así que todavía no podemos revisar tus respuestas. No se envió nada. Revisa tu conexión y vuelve a pulsar «Enviar solicitud».",
};
