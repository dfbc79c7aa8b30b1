/** A heading and a one-line note for pages being built in this release (replaced as they land). */
export function UpcomingStub({ title }: { title: string }) {
  return (
    <section className="container" style={{ paddingBlock: 48 }}>
      <h1>{title}</h1>
      <p>This page is being built and will be available shortly.</p>
    </section>
  );
}
