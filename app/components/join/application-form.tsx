/** The application form (its own issue). `id="apply"` is the target of Enroll Now. */
export function ApplicationForm() {
  return (
    <section
      id="apply"
      aria-labelledby="apply-heading"
      className="rounded-lg p-6 shadow-glow-sm glass sm:p-8"
    >
      <h2 id="apply-heading" className="text-h2 font-semibold text-fg">
        Apply for 2025
      </h2>
    </section>
  );
}
