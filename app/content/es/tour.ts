import type { TourCopy } from "../gallery";
import { site } from "../site";

export const tour: TourCopy = {
  eyebrow: "Recorrido por el campus",
  title: "Recorrido virtual por la escuela",
  lead: `Seis espacios donde los estudiantes de ${site.name} construyen, programan y exploran. Elige uno para verlo de cerca.`,
  items: {
    "smart-systems-lab": {
      title: "Laboratorio de sistemas inteligentes",
      description:
        "Los estudiantes abren los sensores, las placas y las redes que mueven el campus, descubren cómo funcionan y luego los reparan y los amplían.",
      alt: "Primer plano de una placa de circuito verde con chips y finas pistas de cobre.",
    },
    "code-studio": {
      title: "Estudio de programación",
      description:
        "En parejas, escriben software para usuarios reales, desde la app de pedidos de la cafetería hasta las herramientas de datos que usa la clase de ciencias.",
      alt: "Líneas de código de colores en un monitor oscuro.",
    },
    "robotics-workshop": {
      title: "Taller de robótica",
      description:
        "Los equipos diseñan, construyen y programan robots, y aprenden más de los que no funcionan a la primera.",
      alt: "Un pequeño robot blanco de cabeza redonda y ojos oscuros, de frente a la cámara.",
    },
    "vr-learning-pods": {
      title: "Cápsulas de realidad virtual",
      description:
        "Camina por el interior de una célula viva, pisa Marte o ensaya un discurso ante un público virtual, y luego coméntalo con un docente.",
      alt: "Una persona con un visor de realidad virtual explorando un mundo virtual.",
    },
    "team-commons": {
      title: "Sala común",
      description:
        "Mesas largas, pantallas compartidas y rincones tranquilos donde los grupos planifican proyectos con clases asociadas de otros continentes.",
      alt: "Un grupo de jóvenes trabajando juntos con sus equipos portátiles en una mesa compartida.",
    },
    "innovation-studio": {
      title: "Estudio de innovación",
      description:
        "Cada trimestre, los estudiantes presentan una idea, crean un prototipo en el espacio maker y muestran el resultado a mentores de empresas locales.",
      alt: "Una persona trabajando con equipos de alta tecnología en un taller luminoso.",
    },
  },
  categories: {
    technology: "Tecnología",
    programming: "Programación",
    robotics: "Robótica",
    "virtual-reality": "Realidad virtual",
    collaboration: "Colaboración",
    innovation: "Innovación",
  },
  categoriesLabel: "Categorías",
  counter: (position, count) => `${position} de ${count}`,
  showGrid: "Ver cuadrícula",
  showFullscreen: "Ver a pantalla completa",
  close: "Cerrar recorrido",
  previous: "Imagen anterior",
  next: "Imagen siguiente",
  photoUnavailable: "Foto no disponible sin conexión",
  hintPointer: "Consejo: usa las teclas ← y → para navegar.",
  hintTouch: "Desliza a la izquierda o a la derecha para navegar.",
  copyLink: "Copiar enlace",
  linkCopied: "Enlace copiado. Pégalo en un mensaje para compartir este espacio.",
  linkRefused:
    "Tu navegador no permitió copiar. El enlace está seleccionado abajo: cópialo desde ahí.",
  linkLabel: "Enlace a este espacio del recorrido",
  notLoaded:
    "La vista a pantalla completa no se pudo cargar. Todas las fotos están aquí, en la cuadrícula; revisa tu conexión y vuelve a tocar una foto.",
};
