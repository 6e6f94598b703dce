import { useId, useSyncExternalStore } from "react";
import { Svg, type IconProps } from "~/components/ui/icons";
import {
  type ThemeChoice,
  applyThemeChoice,
  readThemeChoice,
  subscribeToThemeChoice,
  themeChoices,
} from "~/lib/theme";
import { keepValue } from "~/lib/before-hydration";

// Its own icons: they load with the setting, not with every page.
function SystemThemeIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <rect x="3" y="4" width="18" height="12" rx="2" />
      <path d="M8 20h8M12 16v4" />
    </Svg>
  );
}

function SunIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <circle cx="12" cy="12" r="4" />
      <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
    </Svg>
  );
}

function MoonIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M20 14.5A8 8 0 1 1 9.5 4a6.5 6.5 0 0 0 10.5 10.5Z" />
    </Svg>
  );
}

const options: Record<ThemeChoice, { label: string; Icon: typeof SunIcon }> = {
  system: { label: "System", Icon: SystemThemeIcon },
  light: { label: "Light", Icon: SunIcon },
  dark: { label: "Dark", Icon: MoonIcon },
};

// The prerendered page cannot know the reader's pick; the theme itself was set before the first paint.
const beforeHydration = (): ThemeChoice => "system";

export function ThemeSetting() {
  const choice = useSyncExternalStore(subscribeToThemeChoice, readThemeChoice, beforeHydration);
  const name = useId();
  // A pick made on the prerendered radios is applied once this hydrates, not set back to "System".
  const pick = (value: string) => {
    const chosen = themeChoices.find((option) => option === value);
    if (chosen) applyThemeChoice(chosen);
  };
  return (
    <fieldset className="flex items-center gap-3">
      <legend className="sr-only">Theme</legend>
      <span aria-hidden="true" className="text-brand-200">
        Theme
      </span>
      <div className="flex rounded-full border border-brand-800 p-0.5">
        {themeChoices.map((value) => {
          const { label, Icon } = options[value];
          return (
            <label
              key={value}
              className="relative inline-flex min-h-10 items-center gap-1.5 rounded-full px-3 text-brand-100 transition-colors select-none hover:text-white has-checked:bg-brand-800 has-checked:text-white motion-reduce:transition-none"
            >
              <input
                type="radio"
                name={name}
                value={value}
                checked={choice === value}
                ref={keepValue(choice, pick)}
                onChange={() => applyThemeChoice(value)}
                // The whole pill, so it takes the click and shows the focus ring.
                className="absolute inset-0 cursor-pointer appearance-none rounded-full"
              />
              <Icon className="size-4" />
              {label}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
