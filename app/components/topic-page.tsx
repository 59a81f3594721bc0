import type { ReactNode } from "react";
import { CardsSection, StatsSection, TextSection } from "~/components/content-sections";
import { CtaBand } from "~/components/cta-band";
import { PageHero } from "~/components/page-hero";
import { artwork } from "~/content/art";
import { classroomsSections } from "~/content/classrooms";
import { lifeSections } from "~/content/life";
import type { Messages } from "~/content/messages";
import type { CardCopy, ParagraphCopy, SectionCopy, StatCopy, TopicSection } from "~/content/types";
import { visionSections } from "~/content/vision";
import { useMessages } from "~/lib/i18n";
import { withCopy } from "~/lib/with-copy";

type Pages = Messages["pages"];

/** The pages whose words come in sections: the topic pages. */
type TopicPageId = {
  [Id in keyof Pages]: Pages[Id] extends { sections: object } ? Id : never;
}[keyof Pages];

/** Each topic page's sections, from its content module; each id is a section of its words. */
const topics: {
  [Id in TopicPageId]: readonly (TopicSection & { id: keyof Pages[Id]["sections"] })[];
} = { vision: visionSections, classrooms: classroomsSections, life: lifeSections };

type Kind = TopicSection["kind"];
/** What each kind of section's items say. */
type ItemCopy = { text: ParagraphCopy; cards: CardCopy; stats: StatCopy };
type SectionProps<K extends Kind> = {
  section: Extract<TopicSection, { kind: K }>;
  copy: SectionCopy<ItemCopy[K]>;
};

/** The component that draws each kind of section, from its content and its words. */
const sectionKinds: { [K in Kind]: (props: SectionProps<K>) => ReactNode } = {
  text: ({ section: { id, items, surface }, copy: { items: words, ...intro } }) => (
    <TextSection
      id={id}
      intro={intro}
      paragraphs={withCopy(items, words).map(({ text }) => text)}
      surface={surface}
    />
  ),
  cards: ({ section: { id, items, columns, surface }, copy: { items: words, ...intro } }) => (
    <CardsSection
      id={id}
      intro={intro}
      items={withCopy(items, words)}
      columns={columns}
      surface={surface}
    />
  ),
  stats: ({ section: { id, items, surface }, copy: { items: words, ...intro } }) => (
    <StatsSection id={id} intro={intro} stats={withCopy(items, words)} surface={surface} />
  ),
};

/**
 * One section, by its kind's component. TypeScript cannot pair each member of the
 * union with its own component; `sectionKinds` pairs them, and the catalog check and
 * app/content/messages.test.ts hold each section's words to its kind's.
 */
function TopicSectionOf({ section, copy }: { section: TopicSection; copy: unknown }) {
  const Draw = sectionKinds[section.kind] as (props: {
    section: TopicSection;
    copy: unknown;
  }) => ReactNode;
  return <Draw section={section} copy={copy} />;
}

/**
 * The template of the topic pages (Our Vision, Smart Classrooms, Life at School): the
 * hero with the page's illustration, the sections its content module lists, then the
 * call to action.
 */
export function TopicPage({ id }: { id: TopicPageId }) {
  const { hero, sections } = useMessages().pages[id];
  const words: Record<string, unknown> = sections;
  return (
    <>
      <PageHero {...hero} art={{ ...artwork[id], alt: hero.artAlt }} />
      {topics[id].map((section) => (
        <TopicSectionOf key={section.id} section={section} copy={words[section.id]} />
      ))}
      <CtaBand />
    </>
  );
}
