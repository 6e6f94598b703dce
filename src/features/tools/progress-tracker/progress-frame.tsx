/** As tall as the empty tracker, so the page below doesn't move when the tracker replaces its placeholder. */
export function ProgressFrame({ children }: { children: React.ReactNode }) {
  return (
    <div className="mt-10 flex min-h-[52rem] flex-col rounded-3xl border border-ink-100 bg-white p-6 shadow-card sm:min-h-[40rem] sm:p-8 lg:min-h-[30rem]">
      {children}
    </div>
  );
}
