import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { Collection, defineCollection } from '../../../emulator/src/store/collection';
import { definePersistedState, defineState } from '../../../emulator/src/store/state';
import { Store } from '../../../emulator/src/store/store';

interface Person {
  id: string;
  owner: string;
  emails: string[];
  method: string;
}

const PEOPLE = defineCollection<Person>()({
  name: 'people',
  key: (p) => p.id,
  indexes: { email: (p) => p.emails },
  onUserDeleted: { deleteOwnedBy: (p) => p.owner },
  factorOf: (p) => p.method,
});

const RING = defineCollection<{ id: string }>()({
  name: 'ring',
  key: (r) => r.id,
  indexes: {},
  onUserDeleted: 'keep',
  capacity: 3,
});

function collection(): { people: Collection<Person, 'email'>; changes: string[] } {
  const changes: string[] = [];
  return { people: new Collection(PEOPLE, (name, id) => changes.push(`${name}:${id}`)), changes };
}

describe('Collection', () => {
  it('finds records by key and by index, and keeps the index right through updates and deletes', () => {
    const { people, changes } = collection();
    people.insert({ id: 'a', owner: 'u1', emails: ['a@x.test'], method: 'm1' });
    people.insert({ id: 'b', owner: 'u1', emails: ['b@x.test', 'shared@x.test'], method: 'm2' });
    expect(people.find('email', 'b@x.test')?.id).toBe('b');
    expect(people.findAll('email', 'shared@x.test').map((p) => p.id)).toEqual(['b']);

    const updated = people.update('b', (draft) => {
      draft.emails = ['new@x.test'];
    });
    expect(updated.emails).toEqual(['new@x.test']);
    expect(people.find('email', 'b@x.test')).toBeUndefined();
    expect(people.find('email', 'new@x.test')).toBe(updated);

    expect(people.delete('a')).toBe(true);
    expect(people.delete('a')).toBe(false);
    expect(people.find('email', 'a@x.test')).toBeUndefined();
    expect(changes).toEqual(['people:a', 'people:b', 'people:b', 'people:a']);
  });

  it('treats ids such as __proto__ and constructor as ordinary keys', () => {
    const { people } = collection();
    expect(people.get('__proto__')).toBeUndefined();
    expect(people.get('constructor')).toBeUndefined();
    expect(people.find('email', 'toString')).toBeUndefined();
    people.insert({ id: '__proto__', owner: 'u', emails: ['constructor'], method: 'm' });
    expect(people.get('__proto__')?.owner).toBe('u');
    expect(people.find('email', 'constructor')?.id).toBe('__proto__');
  });

  it('refuses a duplicate key, an update that changes the key, and an update of a missing record', () => {
    const { people } = collection();
    people.insert({ id: 'a', owner: 'u', emails: [], method: 'm' });
    expect(() => people.insert({ id: 'a', owner: 'v', emails: [], method: 'm' })).toThrow(/exists already/);
    expect(() =>
      people.update('a', (draft) => {
        draft.id = 'z';
      }),
    ).toThrow(/may not change a record's key/);
    expect(() => people.update('missing', () => undefined)).toThrow(/no record/);
  });

  it('deletes what a user owns and what hangs on a removed factor', () => {
    const { people } = collection();
    people.insert({ id: 'a', owner: 'u1', emails: [], method: 'm1' });
    people.insert({ id: 'b', owner: 'u1', emails: [], method: 'm2' });
    people.insert({ id: 'c', owner: 'u2', emails: [], method: 'm2' });
    expect(people.deleteForFactor('m2')).toBe(2);
    expect(people.values().map((p) => p.id)).toEqual(['a']);
    expect(people.deleteOwnedBy('u1')).toBe(1);
    expect(people.size).toBe(0);
  });

  it('drops the oldest records of a ring past its capacity', () => {
    const ring = new Collection(RING, () => undefined);
    for (const id of ['1', '2', '3', '4', '5']) ring.insert({ id });
    expect(ring.values().map((r) => r.id)).toEqual(['3', '4', '5']);
  });
});

describe('Store', () => {
  it('hands out only registered collections, and cascades a user deletion across them', () => {
    const store = new Store({ collections: [PEOPLE, RING] });
    store.of(PEOPLE).insert({ id: 'a', owner: 'u1', emails: [], method: 'm' });
    store.of(RING).insert({ id: 'r' });
    store.deleteUser('u1');
    expect(store.of(PEOPLE).size).toBe(0);
    expect(store.of(RING).size).toBe(1); // 'keep'
    const unregistered = defineCollection<{ id: string }>()({
      name: 'other',
      key: (r) => r.id,
      indexes: {},
      onUserDeleted: 'keep',
    });
    expect(() => store.of(unregistered)).toThrow(/not registered/);
    expect(() => new Store({ collections: [PEOPLE, PEOPLE] })).toThrow(/Two collections/);
  });

  it("keeps a product's in-memory state per store until a reset", () => {
    const COUNTER = defineState('counter', () => ({ n: 0 }));
    const store = new Store({ collections: [] });
    store.stateOf(COUNTER).n += 2;
    expect(store.stateOf(COUNTER).n).toBe(2);
    expect(new Store({ collections: [] }).stateOf(COUNTER).n).toBe(0);
    store.reset();
    expect(store.stateOf(COUNTER).n).toBe(0);
  });

  it('keeps persisted state across a reset, from the initial values or created, and only when registered', () => {
    const SEED = definePersistedState('seed', z.string(), () => 'created');
    const OTHER = definePersistedState('other', z.string(), () => 'created');
    const store = new Store({ collections: [], persistedState: [SEED, OTHER], initialState: { other: 'given' } });
    expect(store.stateOf(SEED)).toBe('created');
    expect(store.stateOf(OTHER)).toBe('given');
    store.reset();
    expect(store.stateOf(SEED)).toBe('created');
    expect(() => new Store({ collections: [] }).stateOf(SEED)).toThrow(/not registered/);
  });

  it('finds a user among 100,000 by email in about the time it takes among 10', () => {
    const store = new Store({ collections: [PEOPLE] });
    const people = store.of(PEOPLE);
    for (let i = 0; i < 100_000; i++) people.insert({ id: `p${i}`, owner: `u${i}`, emails: [`p${i}@x.test`], method: `m${i}` });
    const started = performance.now();
    for (let i = 0; i < 10_000; i++) expect(people.find('email', `p${(i * 7919) % 100_000}@x.test`)).toBeDefined();
    // 10,000 lookups; a scan of 100,000 records each would take minutes.
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
