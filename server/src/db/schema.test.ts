import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from './client';
import { createTestDatabase } from '../../test/test-app';

// Product §3 entities plus sessions and anonymous view counts: the migrations must create every one of them on both databases.
const expectedTables = [
  'admin_audit_log',
  'ai_generated_content',
  'anonymous_viewed_opportunities',
  'anonymous_views',
  'application_documents',
  'application_status_history',
  'applications',
  'auth_activity_logs',
  'auth_throttle',
  'calendar_feeds',
  'catalog_version',
  'data_sources',
  'email_outbox',
  'internships',
  'listing_daily_views',
  'newsletter_digest_claims',
  'newsletter_subscribers',
  'newsletter_unsubscribe_tokens',
  'notification_preferences',
  'notifications',
  'password_reset_tokens',
  'recommendation_events',
  'recommendations',
  'reminder_claims',
  'scheduled_jobs',
  'scholarship_submissions',
  'scholarships',
  'scraping_runs',
  'security_credentials',
  'sessions',
  'stripe_events',
  'subscriptions',
  'support_messages',
  'unsubscribe_tokens',
  'user_documents',
  'user_profiles',
  'users',
];

describe('migrated schema', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('has every table of product §3 plus sessions', async () => {
    const rows = await database.query<{ table_name: string }>(
      "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name",
    );
    expect(rows.map((row) => row.table_name)).toEqual(expectedTables);
  });

  it('has the browse search indexes on both catalog tables', async () => {
    const rows = await database.query<{ indexname: string }>(
      "SELECT indexname FROM pg_indexes WHERE schemaname = 'public' AND tablename IN ('scholarships', 'internships')",
    );
    const names = rows.map((row) => row.indexname);
    for (const table of ['scholarships', 'internships']) {
      for (const suffix of [
        'open_search_vector_idx',
        'open_search_words_idx',
        'tag_text_trgm_idx',
        'open_deadline_idx',
        'title_trgm_idx',
        'tags_idx',
        'unique_hash_idx',
      ]) {
        expect(names).toContain(`${table}_${suffix}`);
      }
    }
  });

  it('indexes the text of listed, unclosed rows only (the engine never searches the others)', async () => {
    const rows = await database.query<{ indexdef: string }>(
      "SELECT indexdef FROM pg_indexes WHERE indexname IN ('scholarships_open_search_vector_idx', 'internships_open_search_vector_idx')",
    );
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row.indexdef).toMatch(/USING gin \(search_vector\) WHERE/);
      expect(row.indexdef).toContain('closed_at IS NULL');
      expect(row.indexdef).toContain('duplicate_of IS NULL');
    }
  });

  it("keeps a contributor's submitted form on both catalog tables (migration 0021)", async () => {
    const rows = await database.query<{ table_name: string; data_type: string }>(
      "SELECT table_name, data_type FROM information_schema.columns WHERE column_name = 'submitted_fields' ORDER BY table_name",
    );
    expect(rows).toEqual([
      { table_name: 'internships', data_type: 'jsonb' },
      { table_name: 'scholarships', data_type: 'jsonb' },
    ]);
  });

  it('applies the spec defaults on insert', async () => {
    const [user] = await database.query<Record<string, unknown>>(
      "INSERT INTO users (username, password, user_type) VALUES ('defaults_check', 'x', 'student_seeker') RETURNING *",
    );
    expect(user).toMatchObject({ role: 'user', is_verified: false, profile_views_used: 0 });
    expect(typeof user?.id).toBe('number');

    const [scholarship] = await database.query<Record<string, unknown>>(
      "INSERT INTO scholarships (title) VALUES ('Defaults Scholarship') RETURNING *",
    );
    expect(scholarship).toMatchObject({
      approval_status: 'pending',
      letters_of_rec_required: 0,
      kind: 'scholarship',
    });

    const [prefs] = await database.query<Record<string, unknown>>(
      'INSERT INTO notification_preferences (user_id) VALUES ($1) RETURNING *',
      [user?.id],
    );
    expect(prefs).toMatchObject({
      email_frequency: 'weekly',
      days_before_deadline: 7,
      priority_threshold: 70,
    });

    const [document] = await database.query<Record<string, unknown>>(
      "INSERT INTO user_documents (user_id, name, type, ciphertext, encryption_key, key_id) VALUES ($1, 'Resume', 'resume', '\\x00', 'k', 'id') RETURNING *",
      [user?.id],
    );
    expect(document?.content_type).toBe('text/plain');
  });

  it('refuses values outside the spec enums', async () => {
    await expect(
      database.query("INSERT INTO users (username, password, user_type) VALUES ('bad_type', 'x', 'alien')"),
    ).rejects.toThrow();
  });
});
