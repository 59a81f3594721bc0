import { Check } from "lucide-react";
import { InfoCard } from "~/components/info-card";
import { traits as traitIds } from "~/content/join";
import { useMessages } from "~/lib/i18n";

export function TraitsCard() {
  const { traitsIntro, traits } = useMessages().pages.join;
  return (
    <InfoCard id="traits" icon={Check} {...traitsIntro}>
      <ul className="space-y-3">
        {traitIds.map((id) => (
          <li key={id} className="flex gap-3 text-fg-muted">
            <Check aria-hidden="true" className="mt-1 size-4 shrink-0 text-success-300" />
            <span>{traits[id]}</span>
          </li>
        ))}
      </ul>
    </InfoCard>
  );
}
