/** As tall as the tallest state, so the page below does not move when the timer loads or changes state. */
export function TimerPanelFrame({ children }: { children: React.ReactNode }) {
  return (
    <div className="mt-10 flex min-h-[44rem] flex-col justify-center rounded-3xl border border-ink-100 bg-white p-6 shadow-card sm:min-h-[30rem] sm:p-8">
      {children}
    </div>
  );
}
