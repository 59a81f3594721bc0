import type { LegalCommonCopy, LegalCopy } from "../legal";
import { site } from "../site";

export const legal: LegalCommonCopy = { revised: "Última actualización:" };

export const privacy: LegalCopy = {
  meta: {
    label: "Privacidad",
    title: "Política de privacidad",
    description: `Qué recopila el sitio web de ${site.name} (nada), qué hace el formulario de solicitud con tus respuestas (nada) y el único servicio externo que usa el recorrido virtual.`,
  },
  hero: {
    eyebrow: "Privacidad",
    title: "Política de privacidad",
    lead: "Este sitio no recopila nada sobre ti. Esto es exactamente lo que pasa cuando lo visitas, en palabras sencillas.",
  },
  sections: [
    {
      id: "collect",
      title: "Qué recopilamos: nada",
      paragraphs: [
        [
          "Sin cookies, sin analítica, sin rastreo y sin publicidad. El sitio no guarda nada en tu navegador: ni cookies, ni almacenamiento local, ni almacenamiento de sesión. No hay cuentas ni hace falta iniciar sesión.",
        ],
        [
          "Tampoco el selector de idioma guarda nada: el español y el inglés son simplemente dos direcciones de la misma página, y el sitio nunca adivina tu idioma a partir de tu navegador.",
        ],
      ],
    },
    {
      id: "form",
      title: "El formulario de solicitud",
      paragraphs: [
        [
          "Lo que escribes en el formulario de solicitud se queda en la página, en tu propio navegador. Al enviarlo, solo aparece un mensaje en la pantalla: no se nos envía nada a nosotros ni a nadie más, no se guarda nada y nada pasa a la dirección de la página. Si cierras o recargas la página, tus respuestas desaparecen.",
        ],
        [
          `${site.name} es una escuela ficticia, así que ninguna oficina de admisiones recibe nunca una solicitud. El formulario es una demostración de cómo podría ser presentar una solicitud.`,
        ],
      ],
    },
    {
      id: "photos",
      title: "El único servicio externo: el alojamiento de las fotos",
      paragraphs: [
        [
          "Las páginas, las fuentes y las ilustraciones vienen todas de este mismo sitio. La única excepción son las fotos del recorrido virtual, que tu navegador carga desde el servicio de imágenes de Unsplash (images.unsplash.com) cuando abres el recorrido.",
        ],
        [
          "Como cualquier sitio web con el que se conecta tu navegador, ese servicio recibe tu dirección IP y los datos que los navegadores envían con cada petición: el nombre y la versión del navegador, tus idiomas preferidos y la dirección de la página que pidió la foto. Lo que Unsplash hace con ellos se explica en ",
          { text: "la política de privacidad de Unsplash", href: "https://unsplash.com/privacy" },
          ".",
        ],
        [
          "Cuando no se puede acceder al alojamiento de las fotos, el recorrido muestra ilustraciones dibujadas y el título de cada espacio en lugar de su foto, y funciona exactamente igual.",
        ],
      ],
    },
    {
      id: "server",
      title: "Registros del servidor",
      paragraphs: [
        [
          "El servidor que te envía estas páginas puede guardar un breve registro técnico de las peticiones (la dirección pedida, la hora, tu dirección IP y tu navegador) para mantener el sitio en funcionamiento. No se usa para identificar, seguir ni elaborar perfiles de nadie.",
        ],
      ],
    },
    {
      id: "contact",
      title: "Preguntas",
      paragraphs: [
        [
          "Puedes enviar tus preguntas sobre privacidad a ",
          { email: true },
          `. Recuerda que ${site.name} es un concepto ficticio creado como proyecto estudiantil: no es una escuela real.`,
        ],
      ],
    },
  ],
};

export const terms: LegalCopy = {
  meta: {
    label: "Términos",
    title: "Términos y condiciones",
    description: `${site.name} es una escuela ficticia y un proyecto estudiantil: qué significa eso para sus admisiones, sus fechas y sus cifras, y las licencias de sus textos, su fuente y sus fotos.`,
  },
  hero: {
    eyebrow: "Términos",
    title: "Términos y condiciones",
    lead: `${site.name} no es una escuela real. Estos términos explican qué significa eso para ti y quién hizo lo que ves.`,
  },
  sections: [
    {
      id: "fiction",
      title: "Un concepto ficticio",
      paragraphs: [
        [
          `${site.name} es un concepto ficticio, diseñado y creado como proyecto estudiantil para un bootcamp de IA. No es una escuela real: no hay admisiones reales, ni plazas que solicitar, ni cuotas, ni campus.`,
        ],
      ],
    },
    {
      id: "illustrative",
      title: "Las fechas y las cifras son ilustrativas",
      paragraphs: [
        [
          "Las fechas de admisión, las estadísticas, los clubes y los logros de este sitio describen una escuela imaginaria. Son ilustraciones, no datos sobre ninguna escuela real, y nada de lo que aparece en el sitio es una oferta.",
        ],
      ],
    },
    {
      id: "form",
      title: "El formulario de solicitud",
      paragraphs: [
        [
          "Enviar el formulario es una demostración: no se envía, guarda ni revisa nada, y nadie se pondrá en contacto contigo por ello. Marcar la casilla solo permite que la demostración continúe. La ",
          { text: "política de privacidad", page: "privacy" },
          " explica qué pasa con lo que escribes: nada.",
        ],
      ],
    },
    {
      id: "content",
      title: "El contenido del sitio",
      paragraphs: [
        [
          "Los textos, las ilustraciones y el diseño de este sitio se crearon para él como parte del proyecto estudiantil. Puedes leerlos, imprimirlos, citarlos y enlazarlos con fines educativos y otros fines no comerciales, siempre que menciones el proyecto. El nombre de la escuela es inventado; cualquier parecido con una escuela real es pura coincidencia.",
        ],
      ],
    },
    {
      id: "font",
      title: "La fuente",
      paragraphs: [
        [
          "Los títulos usan la fuente Sora, diseñada por Jonathan Barnbrook y Julián Moncada, que este sitio sirve bajo la ",
          {
            text: "SIL Open Font License 1.1",
            href: "https://openfontlicense.org/open-font-license-official-text/",
          },
          " (OFL), una licencia que permite usarla, compartirla e incrustarla libremente. Los iconos son de Lucide, bajo la ISC License.",
        ],
      ],
    },
    {
      id: "photos",
      title: "Créditos de las fotos",
      paragraphs: [
        [
          "Las fotos del recorrido virtual son de ",
          { text: "Unsplash", href: "https://unsplash.com" },
          " y se usan bajo la ",
          { text: "Unsplash License", href: "https://unsplash.com/license" },
          ". Sus fotógrafos conservan sus derechos; los títulos y las descripciones que las acompañan se escribieron para este sitio.",
        ],
      ],
    },
    {
      id: "warranty",
      title: "Sin garantías",
      paragraphs: [
        [
          "El sitio se ofrece tal cual, para aprender de él y disfrutarlo. Puedes enviar tus preguntas sobre estos términos a ",
          { email: true },
          ".",
        ],
      ],
    },
  ],
};

export const accessibility: LegalCopy = {
  meta: {
    label: "Accesibilidad",
    title: "Declaración de accesibilidad",
    description: `Cómo se construye y se prueba el sitio web de ${site.name} para que todo el mundo pueda usarlo, qué no funciona todavía y cómo avisarnos de un problema.`,
  },
  hero: {
    eyebrow: "Accesibilidad",
    title: "Declaración de accesibilidad",
    lead: "Todo el mundo debería poder leer, explorar y probar este sitio, sea cual sea el dispositivo, el navegador o la tecnología de apoyo que use.",
  },
  sections: [
    {
      id: "standard",
      title: "El estándar que buscamos cumplir",
      paragraphs: [
        [
          "Nuestro objetivo es cumplir las ",
          {
            text: "Pautas de Accesibilidad para el Contenido Web (WCAG) 2.2",
            href: "https://www.w3.org/TR/WCAG22/",
          },
          " en el nivel AA. El sitio está pensado para funcionar solo con el teclado, con lectores de pantalla, con zoom, con movimiento reducido, con JavaScript desactivado e impreso en papel.",
        ],
      ],
    },
    {
      id: "testing",
      title: "Cómo se prueba el sitio",
      paragraphs: [
        [
          "Después de cada cambio, se ejecutan comprobaciones automáticas en todas las páginas: axe, pa11y con HTML_CodeSniffer, Lighthouse, el Nu HTML Checker del W3C y una comprobación de todos los enlaces y anclas.",
        ],
        [
          "Las pruebas en navegador pasan por cada página y cada flujo en tres motores de navegador, Chromium, Firefox y WebKit (el motor de Safari), con anchos de teléfono y de escritorio: el menú, el recorrido virtual y el formulario de solicitud, solo con el teclado, con JavaScript desactivado, con movimiento reducido y en su versión impresa.",
        ],
      ],
    },
    {
      id: "limitations",
      title: "Limitaciones conocidas",
      paragraphs: [
        [
          "Con JavaScript desactivado, el formulario de solicitud se puede completar e imprimir, pero no enviar, y el recorrido virtual es una simple lista de sus seis espacios en lugar de un visor a pantalla completa.",
        ],
        [
          "Los nombres de los países que sugiere el formulario los pone tu navegador, así que pueden variar un poco de un navegador a otro; también puedes escribir cualquier país.",
        ],
        [
          "Las pruebas son automáticas y las hacen las mismas personas que construyen el sitio. Todavía no lo ha revisado ningún auditor independiente ni se ha probado en sesiones con visitantes con discapacidad.",
        ],
      ],
    },
    {
      id: "report",
      title: "Avísanos de un problema",
      paragraphs: [
        [
          "Si algo de este sitio es difícil de usar, o no funciona con tu tecnología de apoyo, escribe a ",
          { email: true },
          " e indica en qué página y qué pasó. Una persona lee cada mensaje y responde en un plazo de dos días lectivos.",
        ],
      ],
    },
  ],
};
