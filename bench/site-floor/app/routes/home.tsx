export default function Home() {
  return (
    <main>
      <h1>Hello</h1>
      <p>A bare React Router 7 page.</p>
    </main>
  );
}
