/**
 * How long React takes to turn a page into HTML, for `npm run bench` (the bench's goal asks for the list
 * page's server rendering alone, without its data reads). Nothing observes it in production:
 * without an observer, a render is one function call more.
 */
type Observer = (ms: number) => void

let observer: Observer | null = null

/** Calls `observe` with the time of every page render until the returned function is called. */
export function observeRenderTime(observe: Observer): () => void {
  observer = observe
  return () => {
    if (observer === observe) observer = null
  }
}

/** Runs `render` (React's renderToString of a page), timed when someone observes. */
export function timedRender<T>(render: () => T): T {
  if (!observer) return render()
  const started = performance.now()
  const result = render()
  observer(performance.now() - started)
  return result
}
