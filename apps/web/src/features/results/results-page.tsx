// Placeholder while the screen is being built (issue 5).
export default function Page(_props: { step?: 1 | 2 | 3 | 4 }) {
  return null;
}
