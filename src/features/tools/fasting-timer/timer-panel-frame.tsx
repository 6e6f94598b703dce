/**
 * The timer's card. Its minimum height is that of the tallest state (the
 * start form on a phone, the ring beside the details from md up), so the
 * page below does not move when the timer loads or changes state; what is
 * shorter sits in its middle.
 */
export function TimerPanelFrame({ children }: { children: React.ReactNode }) {
  return (
    <div className="mt-10 flex min-h-[44rem] flex-col justify-center rounded-3xl border border-ink-100 bg-white p-6 shadow-card sm:min-h-[30rem] sm:p-8">
      {children}
    </div>
  );
}
