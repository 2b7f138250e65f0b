// Who this computer is in the exchange: the programme id (made once per installation), each
// instructor's Ed25519 signing key (made at their first export, kept in the database), the keys of
// other instructors trusted on first use, and each trainee's pseudonym and LMS contact.
import { createPrivateKey, createPublicKey, generateKeyPairSync, randomBytes, sign, verify } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import { AppError } from '../errors';
import { sha256Hex } from './codec';

export const randomUid = (): string => randomBytes(16).toString('hex');

export function programme(db: Database): { id: string; name: string } {
  const row = db.prepare('SELECT programme_id, programme_name FROM exchange_identity WHERE id = 1').get() as
    { programme_id: string; programme_name: string } | undefined;
  if (row) return { id: row.programme_id, name: row.programme_name };
  const id = randomUid();
  db.prepare('INSERT OR IGNORE INTO exchange_identity (id, programme_id) VALUES (1, ?)').run(id);
  return programme(db);
}

export function setProgrammeName(db: Database, name: string): void {
  programme(db);
  db.prepare('UPDATE exchange_identity SET programme_name = ? WHERE id = 1').run(name);
}

export type SigningKey = { instructorUid: string; publicKey: string; privateKeyPem: string };

/** The instructor's key pair, made on first use. publicKey: base64 of the SPKI DER. */
export function signingKey(db: Database, profileId: number): SigningKey {
  const row = db
    .prepare('SELECT instructor_uid, public_key, private_key FROM exchange_signing_key WHERE profile_id = ?')
    .get(profileId) as { instructor_uid: string; public_key: string; private_key: string } | undefined;
  if (row) return { instructorUid: row.instructor_uid, publicKey: row.public_key, privateKeyPem: row.private_key };
  const { publicKey, privateKey } = generateKeyPairSync('ed25519');
  const key = {
    instructorUid: randomUid(),
    publicKey: publicKey.export({ type: 'spki', format: 'der' }).toString('base64'),
    privateKeyPem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
  };
  db.prepare(
    'INSERT INTO exchange_signing_key (profile_id, instructor_uid, public_key, private_key) VALUES (?, ?, ?, ?)',
  ).run(profileId, key.instructorUid, key.publicKey, key.privateKeyPem);
  return key;
}

export const signHash = (key: SigningKey, hash: string): string =>
  sign(null, Buffer.from(hash, 'utf8'), createPrivateKey(key.privateKeyPem)).toString('base64');

/** Whether `signature` is the holder of `publicKey` signing `hash`; false for any malformed input. */
export function signatureValid(publicKey: string, hash: string, signature: string | undefined): boolean {
  if (!signature) return false;
  try {
    const key = createPublicKey({ key: Buffer.from(publicKey, 'base64'), format: 'der', type: 'spki' });
    if (key.asymmetricKeyType !== 'ed25519') return false;
    return verify(null, Buffer.from(hash, 'utf8'), key, Buffer.from(signature, 'base64'));
  } catch {
    return false;
  }
}

/** A short fingerprint people can compare by reading it aloud: 4 groups of 4 hex digits. */
export const fingerprint = (publicKey: string): string =>
  (sha256Hex(publicKey).slice(0, 16).match(/.{4}/g) ?? []).join('-');

export type TrustCheck = { firstUse: boolean };

/**
 * Trust on first use: the first key seen for an instructor id is remembered; a later file claiming
 * the same instructor with another key is refused. Remembering happens only when `remember`.
 */
export function checkTrust(
  db: Database,
  instructor: { uid: string; name: string; publicKey: string },
  remember: boolean,
): TrustCheck {
  const own = db.prepare('SELECT public_key FROM exchange_signing_key WHERE instructor_uid = ?').get(instructor.uid) as
    { public_key: string } | undefined;
  const known =
    own ??
    (db.prepare('SELECT public_key FROM exchange_trusted_key WHERE instructor_uid = ?').get(instructor.uid) as
      { public_key: string } | undefined);
  if (known && known.public_key !== instructor.publicKey)
    throw new AppError(
      'forbidden',
      `This file claims to come from ${instructor.name}, but it is signed with a different key than the first file from them that this app opened (remembered key ${fingerprint(known.public_key)}, this file ${fingerprint(instructor.publicKey)}). It was not opened; ask your instructor.`,
      { reason: 'key_mismatch' },
    );
  if (!known && remember)
    db.prepare('INSERT INTO exchange_trusted_key (instructor_uid, instructor_name, public_key) VALUES (?, ?, ?)').run(
      instructor.uid,
      instructor.name,
      instructor.publicKey,
    );
  return { firstUse: !known };
}

export type PersonRow = {
  profile_id: number;
  pseudonym: string;
  shown_name: string;
  email: string | null;
  lms_id: string | null;
  origin: 'local' | 'imported';
};

export const personOf = (db: Database, profileId: number) =>
  db.prepare('SELECT * FROM exchange_person WHERE profile_id = ?').get(profileId) as PersonRow | undefined;

export const personByPseudonym = (db: Database, pseudonym: string) =>
  db.prepare('SELECT * FROM exchange_person WHERE pseudonym = ?').get(pseudonym) as PersonRow | undefined;

/** A local profile's exchange identity, made with a fresh pseudonym (and the profile's name) on first use. */
export function ensureLocalPerson(db: Database, profile: { id: number; displayName: string }): PersonRow {
  const existing = personOf(db, profile.id);
  if (existing) return existing;
  db.prepare("INSERT INTO exchange_person (profile_id, pseudonym, shown_name, origin) VALUES (?, ?, ?, 'local')").run(
    profile.id,
    randomUid(),
    profile.displayName.slice(0, 60),
  );
  return personOf(db, profile.id)!;
}

export function setContact(
  db: Database,
  profile: { id: number; displayName: string },
  contact: { shownName: string; email: string | null; lmsId: string | null },
): PersonRow {
  ensureLocalPerson(db, profile);
  db.prepare('UPDATE exchange_person SET shown_name = ?, email = ?, lms_id = ? WHERE profile_id = ?').run(
    contact.shownName,
    contact.email,
    contact.lmsId,
    profile.id,
  );
  return personOf(db, profile.id)!;
}

/** The id an attempt travels under: stable for this trainee and attempt, meaningless elsewhere. */
export const attemptUid = (pseudonym: string, attemptId: number): string =>
  sha256Hex(`${pseudonym}:attempt:${attemptId}`).slice(0, 32);
