import type { ChangeEvent, ChangeEvents, ChangeListener } from './ports'

/**
 * In-process change events. `emit` awaits every listener so that, when a write returns,
 * the render cache has already been dropped and the next request sees the change.
 * A failing listener is logged and never undoes the committed write.
 */
export class ChangeEmitter implements ChangeEvents {
  #listeners = new Set<ChangeListener>()

  subscribe(listener: ChangeListener): () => void {
    this.#listeners.add(listener)
    return () => this.#listeners.delete(listener)
  }

  async emit(event: ChangeEvent): Promise<void> {
    for (const listener of this.#listeners) {
      try {
        await listener(event)
      } catch (error) {
        console.error(`change listener failed for ${event.collection}/${event.id}`, error)
      }
    }
  }
}
