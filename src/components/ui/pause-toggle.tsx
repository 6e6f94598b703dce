import { type IconProps, Svg } from "./icons";

function PauseIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M9 5v14M15 5v14" />
    </Svg>
  );
}

function PlayIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="m8 5 11 7-11 7V5Z" />
    </Svg>
  );
}

const tones = {
  light: "border-ink-300 bg-white text-ink-800 hover:border-brand-600 hover:text-brand-800",
  /** On a `dark-surface` band. */
  dark: "border-brand-600 bg-brand-950 text-brand-50 hover:bg-brand-800",
} as const;

/** WCAG 2.2.2: the same control wherever something moves by itself, so a reader who knows one knows all.
 * The visible word starts its name, so speech input reaches it. Hidden under reduced motion. */
export function PauseToggle({
  isPaused,
  onToggle,
  what,
  tone = "light",
}: {
  isPaused: boolean;
  onToggle: () => void;
  /** "quotes" → "Pause quotes". */
  what: string;
  tone?: keyof typeof tones;
}) {
  const word = isPaused ? "Play" : "Pause";
  return (
    <button
      type="button"
      onClick={onToggle}
      aria-label={`${word} ${what}`}
      className={`inline-flex min-h-11 shrink-0 items-center gap-2 rounded-full border px-4 text-sm font-semibold transition-colors motion-reduce:hidden ${tones[tone]}`}
    >
      {isPaused ? <PlayIcon className="size-4" /> : <PauseIcon className="size-4" />}
      {word}
    </button>
  );
}
