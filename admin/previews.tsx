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
import { Sparkles } from "lucide-react";
import { Component, type ChangeEvent, type ReactNode } from "react";
import { createRoot, type Root } from "react-dom/client";
import { MemoryRouter } from "react-router";
import { stringify } from "yaml";
import { CtaBand } from "~/components/cta-band";
import { FeatureGrid } from "~/components/feature-card";
import { DatesCard } from "~/components/join/dates-card";
import { LegalPage } from "~/components/legal-page";
import { PageHero } from "~/components/page-hero";
import { Section } from "~/components/section";
import { SectionHeader } from "~/components/section-header";
import { SiteFooter } from "~/components/site-footer";
import { SiteHeader } from "~/components/site-header";
import { artwork } from "~/content/art";
import { defaultLocale, localePath, locales, type Locale } from "~/content/locales";
import { isLegalPage, pageById, pages, type PageId } from "~/content/pages";
import { wordsOf } from "~/content/words";
import { MessagesProvider, useMessages } from "~/lib/i18n";
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
    this.root?.render(<MemoryRouter initialEntries={[this.path()]}>{this.site()}</MemoryRouter>);
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
          <LegalPage page={{ id: id as never, ...page }} />
        </main>
      );
    } catch (error) {
      return <Problem title="The build would refuse this page" message={String(error)} />;
    }
  }
}

/** A page's words in the site's sections: its hero, each section's header and cards. */
function PageInWords({ id }: { id: PageId }) {
  const copy = useMessages().pages[id] as unknown as Record<string, Data>;
  const hero = copy.hero as { eyebrow: string; title: string; lead: string; artAlt?: string };
  const art = id in artwork ? artwork[id as keyof typeof artwork] : undefined;
  const text = (value: unknown) => (typeof value === "string" ? value : undefined);
  const sections = Object.entries(copy).filter(
    ([name, value]) => name.endsWith("Intro") && typeof value?.title === "string",
  );
  return (
    <>
      <PageHero
        {...hero}
        size={id === "home" ? "home" : "page"}
        art={art && hero.artAlt ? { ...art, alt: hero.artAlt } : undefined}
      />
      {sections.map(([name, intro], index) => {
        const list = Object.entries(copy[name.replace(/Intro$/, "")] ?? {}).flatMap(
          ([item, value]) => {
            const { title, text: body } = (value ?? {}) as Data;
            return typeof title === "string" && typeof body === "string"
              ? [{ id: item, icon: Sparkles, tone: "primary" as const, title, text: body }]
              : [];
          },
        );
        return (
          <Section key={name} surface={index % 2 === 0 ? "raised" : "plain"}>
            <SectionHeader
              id={`${name}-heading`}
              eyebrow={text(intro.eyebrow)}
              title={String(intro.title)}
              lead={text(intro.lead)}
            />
            {list.length > 0 ? <FeatureGrid items={list} /> : null}
          </Section>
        );
      })}
      {id === "join" ? (
        <Section>
          <DatesCard />
        </Section>
      ) : (
        <CtaBand />
      )}
    </>
  );
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
