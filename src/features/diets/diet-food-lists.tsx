import { useId } from "react";
import { CrossIcon, TickIcon } from "./diet-icons";

const tones = {
  eat: {
    card: "border-brand-200 bg-brand-50",
    badge: "bg-brand-700 text-white",
    chip: "border-brand-200",
    mark: "text-brand-700",
    Icon: TickIcon,
  },
  avoid: {
    card: "border-fuel-200 bg-fuel-50",
    badge: "bg-fuel-700 text-white",
    chip: "border-fuel-200",
    mark: "text-fuel-700",
    Icon: CrossIcon,
  },
} as const;

/** One list as a card of chips: a green tick on what to eat, an orange cross on what to avoid. */
function FoodGroup({
  title,
  items,
  tone,
}: {
  title: string;
  items: readonly string[];
  tone: keyof typeof tones;
}) {
  const { card, badge, chip, mark, Icon } = tones[tone];
  const headingId = useId();
  return (
    <div className={`rounded-2xl border p-5 sm:p-6 ${card}`}>
      <h3 id={headingId} className="flex items-center gap-3 text-xl font-semibold">
        <span className={`inline-flex size-9 shrink-0 items-center justify-center rounded-full ${badge}`}>
          <Icon className="size-5" />
        </span>
        {title}
      </h3>
      <ul aria-labelledby={headingId} className="mt-5 flex flex-wrap gap-2">
        {items.map((item) => (
          <li
            key={item}
            className={`flex max-w-full items-start gap-1.5 rounded-xl border bg-white px-3 py-1.5 text-ink-800 ${chip}`}
          >
            <Icon className={`mt-1 size-4 shrink-0 ${mark}`} />
            <span>{item}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A guide's foods to eat and to avoid, one card each. */
export function DietFoodLists({ eat, avoid }: { eat: readonly string[]; avoid: readonly string[] }) {
  return (
    <div className="mt-6 grid gap-5">
      <FoodGroup title="Foods to eat" items={eat} tone="eat" />
      <FoodGroup title="Foods to avoid" items={avoid} tone="avoid" />
    </div>
  );
}
