/** 16 px text, so phones do not zoom. */
export const fieldStyles =
  "mt-2 block min-h-12 w-full rounded-xl border border-ink-300 bg-white px-4 text-base text-ink-900 aria-invalid:border-2 aria-invalid:border-fuel-700";

export const labelStyles = "font-medium text-ink-900";
