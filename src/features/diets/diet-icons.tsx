import { type IconProps, Svg } from "~/components/ui/icons";

/** A tick: something a diet includes. */
export function TickIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="m5 12.5 4.5 4.5L19 7.5" />
    </Svg>
  );
}

/** A cross: something a diet leaves out. */
export function CrossIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M6.5 6.5l11 11M17.5 6.5l-11 11" />
    </Svg>
  );
}
