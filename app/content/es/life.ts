import type { LifeCopy } from "../life";
import { site } from "../site";

export const life: LifeCopy = {
  meta: {
    label: "Vida escolar",
    title: "Vida escolar",
    description: `Clubes, competiciones y amistades en ${site.name}: robótica, deportes virtuales, artes creativas y una incubadora de innovación estudiantil.`,
  },
  hero: {
    eyebrow: "Vida escolar",
    title: "Amistades, clubes y la libertad de crear algo real",
    lead: "Cuando suena el timbre de las 3 de la tarde, empieza gran parte de la diversión. Los estudiantes dirigen clubes, compiten con escuelas de todo el mundo y convierten sus ideas en proyectos que la gente usa.",
    artAlt:
      "Ilustración: un campus luminoso rodeado de planetas de clubes (robótica, ideas, arte, videojuegos, música y naturaleza), con estudiantes a lo largo de la órbita.",
  },
  clubsIntro: {
    eyebrow: "Clubes",
    title: "Encuentra a tu gente",
    lead: "Cuatro clubes principales se reúnen cada semana, dirigidos por estudiantes con un docente como mentor. Cualquiera puede unirse, sin experiencia previa.",
  },
  clubs: {
    robotics: {
      title: "Laboratorio de robótica e IA",
      text: "Diseña, programa y pon a competir robots; después, entrena pequeños modelos de IA para que puedan ver. Los equipos participan en dos ligas internacionales al año.",
    },
    "virtual-sports": {
      title: "Liga de deportes virtuales",
      text: "Fútbol, escalada y remo con captura de movimiento en la arena de realidad virtual, contra equipos de escuelas asociadas. Sudor de verdad y juego limpio.",
    },
    arts: {
      title: "Estudio de artes creativas",
      text: "Pintura digital, producción musical, cine y escenografía. El espectáculo de fin de trimestre se transmite en línea para familias de todo el mundo.",
    },
    incubator: {
      title: "Incubadora de innovación",
      text: "Presenta una idea, consigue un mentor y un pequeño presupuesto, y hazla realidad. Entre los proyectos anteriores hay una app para seguir el autobús y un robot que riega las plantas.",
    },
  },
  achievementsIntro: { eyebrow: "Logros", title: "Momentos de orgullo de este año" },
  achievements: {
    "robotics-finalists": {
      title: "Finalistas del Mundial de Robótica",
      text: "Nuestro equipo sub-16 quedó entre los ocho mejores de 400 escuelas con un robot de rescate construido íntegramente por estudiantes.",
    },
    "film-award": {
      title: "Premio Jóvenes Cineastas",
      text: "Un breve documental sobre nuestro techo solar, filmado y editado en el Estudio de artes creativas, ganó el premio juvenil regional.",
    },
    "green-campus": {
      title: "Reto Campus Verde",
      text: "Los estudiantes rediseñaron el sistema de residuos de la cafetería y redujeron el desperdicio de comida un 40% en un solo trimestre.",
    },
  },
  statsIntro: { eyebrow: "En números", title: "Un campus activo y feliz" },
  stats: {
    projects: { label: "proyectos estudiantiles lanzados cada año" },
    sessions: { label: "sesiones de club, eventos y salidas al año" },
    views: { label: "visualizaciones de películas, apps y juegos creados por estudiantes" },
    clubs: { label: "de los estudiantes participan en al menos un club" },
  },
};
