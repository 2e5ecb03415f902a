SELECT t.stems,
      CASE WHEN cardinality(t.stems) = 0 THEN '{}'::text[] ELSE ARRAY(
        SELECT d.word::text FROM search_words d
        ORDER BY d.word <-> t.stems[1] LIMIT 5) END AS near_words,
      ARRAY(SELECT p.id FROM activity_providers p WHERE w.word <% p.name) AS provider_ids,
      ARRAY(SELECT k.id FROM skill_developments k WHERE w.word <% k.name) AS skill_ids,
      ARRAY(SELECT i.id FROM interests i
            WHERE i.kind = 'activity' AND w.word <% i.name) AS interest_ids
    FROM unnest($1::text[]) WITH ORDINALITY AS w(word, i)
    CROSS JOIN LATERAL (
      SELECT coalesce(array_agg(x.lexeme), '{}') AS stems FROM unnest(to_tsvector('english', w.word)) x
    ) t
    ORDER BY w.i
