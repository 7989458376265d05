import type { Readable } from "node:stream";
import type { ByteRange, MediaObject, MediaStat, MediaStore, MediaStoreKind, MediaStream } from "./store";

/** Where new files go, asked once per stored image (Bulk Image Migration moves it; decision 051). */
export type WriteTargetResolver = () => Promise<MediaStoreKind>;

/** The store a write goes to, with its kind, so the media row can record where its files are. */
export interface WriteTarget {
  kind: MediaStoreKind;
  store: MediaStore;
}

/**
 * Every configured store behind the one MediaStore interface (decision 051).
 * With local disk and an S3-compatible bucket both configured, files may
 * sit in either while Bulk Image Migration moves them, so:
 * - a read asks local disk first (a miss there costs one `stat`), then S3;
 *   a key is found wherever it is, before, during and after a move;
 * - a write goes to the current write target (the latest migration's
 *   target, else the environment's MEDIA_STORE);
 * - a delete removes the key from every store (idempotent in each);
 * - `list` yields the keys of all stores, merged in order, each once.
 * With one store configured it is a plain pass-through.
 */
export class RoutedMediaStore implements MediaStore {
  /** The environment's default (MEDIA_STORE): what rows without a recorded location mean. */
  readonly kind: MediaStoreKind;
  private readonly readOrder: MediaStore[];

  constructor(
    private readonly stores: Partial<Record<MediaStoreKind, MediaStore>>,
    defaultKind: MediaStoreKind,
    private readonly resolveWriteTarget: WriteTargetResolver = async () => defaultKind,
  ) {
    if (!stores[defaultKind]) throw new Error(`RoutedMediaStore: the default store "${defaultKind}" is not configured`);
    this.kind = defaultKind;
    this.readOrder = (["local", "s3"] as const).map((kind) => stores[kind]).filter((store): store is MediaStore => store !== undefined);
  }

  /** The configured stores' kinds, local disk first. */
  kinds(): MediaStoreKind[] {
    return this.readOrder.map((store) => store.kind);
  }

  /** One configured store, or null. */
  storeOf(kind: MediaStoreKind): MediaStore | null {
    return this.stores[kind] ?? null;
  }

  /** Where a write goes now; falls back to the default when the asked-for store is not configured here. */
  async writeTarget(): Promise<WriteTarget> {
    const wanted = await this.resolveWriteTarget();
    const kind = this.stores[wanted] ? wanted : this.kind;
    return { kind, store: this.stores[kind]! };
  }

  async put(key: string, data: Buffer, contentType: string): Promise<void> {
    return (await this.writeTarget()).store.put(key, data, contentType);
  }

  async putStream(key: string, body: Readable, contentType: string, size: number): Promise<void> {
    return (await this.writeTarget()).store.putStream(key, body, contentType, size);
  }

  get(key: string): Promise<MediaObject | null> {
    return this.firstFound((store) => store.get(key));
  }

  open(key: string, range?: ByteRange): Promise<MediaStream | null> {
    return this.firstFound((store) => store.open(key, range));
  }

  stat(key: string): Promise<MediaStat | null> {
    return this.firstFound((store) => store.stat(key));
  }

  async delete(key: string): Promise<void> {
    await Promise.all(this.readOrder.map((store) => store.delete(key)));
  }

  async *list(prefix?: string): AsyncIterable<string> {
    if (this.readOrder.length === 1) {
      yield* this.readOrder[0].list(prefix);
      return;
    }
    yield* mergeSorted(this.readOrder.map((store) => store.list(prefix)));
  }

  /** Local disk's clean-up of interrupted writes (S3 keeps none), for the daily sweep. */
  async removeStaleTempFiles(olderThan: Date): Promise<number> {
    const local = this.stores.local as (MediaStore & { removeStaleTempFiles?: (olderThan: Date) => Promise<number> }) | undefined;
    return (await local?.removeStaleTempFiles?.(olderThan)) ?? 0;
  }

  private async firstFound<T>(read: (store: MediaStore) => Promise<T | null>): Promise<T | null> {
    for (const store of this.readOrder) {
      const found = await read(store);
      if (found !== null) return found;
    }
    return null;
  }
}

/**
 * Whether a store routes between several, recognised by its shape: each of
 * the server's bundles (the app, instrumentation) has its own copy of the
 * class while they share one store on globalThis, so `instanceof` would say
 * no to the other bundle's instance.
 */
export function isRoutedMediaStore(store: MediaStore): store is RoutedMediaStore {
  const routed = store as Partial<RoutedMediaStore>;
  return typeof routed.storeOf === "function" && typeof routed.kinds === "function" && typeof routed.writeTarget === "function";
}

/** The write target of any store: a routed one asks; a single store is its own target. */
export async function writeTargetOf(store: MediaStore): Promise<WriteTarget> {
  return isRoutedMediaStore(store) ? store.writeTarget() : { kind: store.kind, store };
}

/**
 * The store to write a file beside an image's others: the one its media row
 * records (decision 051), when it is configured here; the routing store
 * otherwise (its write target). A rebuilt variant then sits with its original.
 */
export function storeRecordedFor(store: MediaStore, recorded: string | null): MediaStore {
  if (!isRoutedMediaStore(store) || (recorded !== "local" && recorded !== "s3")) return store;
  return store.storeOf(recorded) ?? store;
}

/** The kinds of store this one can write to. */
export function storeKindsOf(store: MediaStore): MediaStoreKind[] {
  return isRoutedMediaStore(store) ? store.kinds() : [store.kind];
}

/** Several lexicographically sorted key lists as one, each key once. */
async function* mergeSorted(lists: AsyncIterable<string>[]): AsyncGenerator<string> {
  const iterators = lists.map((list) => list[Symbol.asyncIterator]());
  const heads = await Promise.all(iterators.map((iterator) => iterator.next()));
  let last: string | undefined;
  for (;;) {
    let smallest = -1;
    heads.forEach((head, index) => {
      if (!head.done && (smallest < 0 || head.value < (heads[smallest].value as string))) smallest = index;
    });
    if (smallest < 0) return;
    const key = heads[smallest].value as string;
    if (key !== last) yield key;
    last = key;
    heads[smallest] = await iterators[smallest].next();
  }
}
