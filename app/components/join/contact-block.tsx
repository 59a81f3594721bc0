import { Mail } from "lucide-react";
import { contentIcons } from "~/components/content-icons";
import { Section } from "~/components/section";
import { SectionHeader } from "~/components/section-header";
import { Card } from "~/components/ui/card";
import { contactInfo } from "~/content/join";
import { site } from "~/content/site";
import { useMessages } from "~/lib/i18n";
import { withCopy } from "~/lib/with-copy";

export function ContactBlock() {
  const copy = useMessages().pages.join;
  return (
    <Section id="contact" aria-labelledby="contact-heading" surface="raised">
      <div className="grid gap-10 md:grid-cols-[1fr_1.2fr] md:items-start">
        <div>
          <SectionHeader id="contact-heading" {...copy.contactIntro} spacing="tight" />
          {/* An address is not translated (translate="no"). */}
          <a
            href={`mailto:${site.email}`}
            translate="no"
            className="inline-flex min-h-11 items-center gap-3 rounded-md border border-accent-300/30 bg-accent-400/10 px-4 py-2 font-semibold [overflow-wrap:anywhere] text-accent-200 transition hover:border-accent-300/70 hover:bg-accent-400/15"
          >
            <Mail aria-hidden="true" className="size-5 shrink-0" />
            {site.email}
          </a>
        </div>
        <ul className="grid gap-5 sm:grid-cols-2">
          {withCopy(contactInfo, copy.contactInfo).map(({ id, icon, title, text }) => {
            const Icon = contentIcons[icon];
            return (
              <Card as="li" key={id} padding="compact" glow={false}>
                <Icon aria-hidden="true" className="size-5 text-accent-300" />
                <h3 className="mt-3 font-display font-semibold text-fg">{title}</h3>
                <p className="mt-1 text-fg-muted">{text}</p>
              </Card>
            );
          })}
        </ul>
      </div>
    </Section>
  );
}
