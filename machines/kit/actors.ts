// What every machine shares about its actors: the default implementation of a side effect that src/app (or a
// test) must provide. It rejects loudly, so a machine created without `.provide(...)` fails visibly instead of
// pretending to work.

/** A promise creator for `fromPromise` that rejects: `<machine> machine: the actor "<name>" is not provided`. */
export function notProvided<T>(machine: string, name: string): () => Promise<T> {
  return () => Promise.reject(new Error(`${machine} machine: the actor "${name}" is not provided`));
}
