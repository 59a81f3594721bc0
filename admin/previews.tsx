/**
 * What an edit will look like, drawn by the site's own components with the site's own
 * stylesheet: a policy page as its route renders it (its Markdown read by the site's
 * parser, so a page the build would refuse shows the build's message instead), and the
 * messages in the site's header, footer and page sections, in the language of the pane.
 *
 * Sveltia CMS renders a preview with its own copy of React, into a document of the
 * preview's frame. Components with hooks need the site's copy, so the wrapper Sveltia
 * renders is a class component that draws one empty element, and the site's React renders
 * the page into it, as a root of its own.
 */
import type { CustomPreviewTemplateProps } from "@sveltia/cms";
import { Component, type ChangeEvent, type ReactNode } from "react";
import { createRoot, type Root } from "react-dom/client";
import { MemoryRouter } from "react-router";
import { stringify } from "yaml";
import { CtaBand } from "~/components/cta-band";
import { HomeFeatures, HomeHero } from "~/components/home-sections";
import { ContactBlock } from "~/components/join/contact-block";
import { JoinHero, JoinSteps } from "~/components/join/join-sections";
import { TraitsCard } from "~/components/join/traits-card";
import { LegalPage } from "~/components/legal-page";
import { TopicPage } from "~/components/topic-page";
import { SiteFooter } from "~/components/site-footer";
import { SiteHeader } from "~/components/site-header";
import { defaultLocale, localePath, locales, type Locale } from "~/content/locales";
import { isLegalPage, pageById, pages, type PageId } from "~/content/pages";
import { wordsOf } from "~/content/words";
import { LocaleProvider, MessagesProvider } from "~/lib/i18n";
import { parseMarkdownPage } from "~/lib/markdown-page";
import headingFont from "~/assets/fonts/sora-latin-600.woff2?url";

type Props = CustomPreviewTemplateProps;
type Data = Record<string, unknown>;

/** The entry's data in the pane's language, and in each other language. */
function dataOf(entry: Props["entry"]): { locale: Locale; data: Data; others: Data } {
  const toJS = (value: unknown): Data =>
    (value as { toJS?: () => Data } | undefined)?.toJS?.() ?? {};
  const code = /app\/content\/([^/]+)\//.exec(String(entry.get("path") ?? ""))?.[1];
  const locale = locales.find((candidate) => candidate.code === code)?.code ?? defaultLocale;
  return { locale, data: toJS(entry.get("data")), others: toJS(entry.get("i18n")) };
}

/** Why a preview cannot be drawn: the build's own message. */
function Problem({ title, message }: { title: string; message: string }) {
  return (
    <div role="alert" className="mx-auto max-w-6xl px-5 py-16 sm:px-8">
      <h1 className="text-h3 font-semibold text-fg">{title}</h1>
      <pre className="mt-4 whitespace-pre-wrap text-fg-muted">{message}</pre>
    </div>
  );
}

/** The wrapper Sveltia renders; the site's React draws `site()` into its element. */
abstract class SitePreview extends Component<Props> {
  private root: Root | undefined;
  private element: HTMLDivElement | null = null;

  /** The site's path of what is shown, for the header's current page. */
  protected abstract path(): string;
  protected abstract site(): ReactNode;

  componentDidMount() {
    if (this.element) this.root = createRoot(this.element);
    this.headingFont();
    this.paint();
  }

  /**
   * The site's heading font, in the preview's document. The site's stylesheet shows it only
   * if it is there at the first paint (font-display: optional), which a frame drawn when
   * the editor opens a file seldom is: here it comes in whenever it has loaded.
   */
  private headingFont() {
    const { document, window } = this.props;
    // The frame's own FontFace: a face belongs to the document of its realm.
    const { FontFace } = window as Window & typeof globalThis;
    const face = new FontFace("Sora", `url(${headingFont})`, {
      weight: "600",
      style: "normal",
      display: "swap",
    });
    document.fonts.add(face);
    void face.load();
  }

  componentDidUpdate() {
    this.paint();
  }

  componentWillUnmount() {
    // Not while Sveltia's React is still rendering.
    const root = this.root;
    setTimeout(() => root?.unmount());
  }

  protected paint() {
    this.root?.render(
      <MemoryRouter initialEntries={[this.path()]}>
        <LocaleProvider locale={dataOf(this.props.entry).locale}>{this.site()}</LocaleProvider>
      </MemoryRouter>,
    );
  }

  render() {
    return (
      <div
        ref={(element) => {
          this.element = element;
        }}
      />
    );
  }
}

/** The policy page an entry is, from its file's name (app/content/<code>/<page>.md). */
const pageOf = (entry: Props["entry"]): PageId => {
  const name = /([^/]+)\.md$/.exec(String(entry.get("path") ?? ""))?.[1];
  return pages.find((page) => isLegalPage(page) && page.id === name)?.id ?? "privacy";
};

/** A policy page, as its route renders it, from the edited front matter and text. */
export class PolicyPreview extends SitePreview {
  path() {
    return localePath(dataOf(this.props.entry).locale, pageById(pageOf(this.props.entry)).path);
  }

  site() {
    const { locale, data } = dataOf(this.props.entry);
    const id = pageOf(this.props.entry);
    const { body, ...matter } = data;
    const source = `---\n${stringify(matter)}---\n\n${String(body ?? "")}\n`;
    try {
      const page = parseMarkdownPage(source, { path: `app/content/${locale}/${id}.md`, locale });
      return (
        <main id="main">
          <LegalPage loaderData={{ id: id as never, ...page }} />
        </main>
      );
    } catch (error) {
      return <Problem title="The build would refuse this page" message={String(error)} />;
    }
  }
}

/**
 * A page's sections as its route draws them, but its islands (the tour, the form), whose
 * words come to the browser with their code.
 */
function PageInWords({ id }: { id: PageId }) {
  switch (id) {
    case "home":
      return (
        <>
          <HomeHero />
          <HomeFeatures />
          <CtaBand />
        </>
      );
    case "join":
      return (
        <>
          <JoinHero />
          <JoinSteps />
          <div className="mx-auto max-w-6xl px-5 py-16 sm:px-8">
            <TraitsCard />
          </div>
          <ContactBlock />
        </>
      );
    case "vision":
    case "classrooms":
    case "life":
      return <TopicPage id={id} />;
    default:
      return null;
  }
}

/** The pages a message preview can show: those with sections of their own. */
const PAGES = pages.filter((page) => !isLegalPage(page)).map(({ id }) => id);

/** Every message, in the site's header, footer and the sections of a page one chooses. */
export class MessagesPreview extends SitePreview {
  private page: PageId = "home";

  path() {
    return localePath(dataOf(this.props.entry).locale, pageById(this.page).path);
  }

  private choose = (event: ChangeEvent<HTMLSelectElement>) => {
    this.page = event.target.value as PageId;
    this.paint();
  };

  site() {
    const { locale, data, others } = dataOf(this.props.entry);
    let words;
    try {
      words = wordsOf((code) => ({
        catalog: code === locale ? data : (others[code] as Data | undefined)?.data,
      }))[locale];
    } catch (error) {
      return <Problem title="The build would refuse these messages" message={String(error)} />;
    }
    return (
      <MessagesProvider value={words}>
        <label style={{ display: "block", padding: "0.5rem 1.25rem", font: "14px system-ui" }}>
          Page{" "}
          <select value={this.page} onChange={this.choose}>
            {PAGES.map((id) => (
              <option key={id} value={id}>
                {words.pages[id].meta.label}
              </option>
            ))}
          </select>
        </label>
        <SiteHeader />
        <main id="main">
          <PageInWords id={this.page} />
        </main>
        <SiteFooter />
      </MessagesProvider>
    );
  }
}
