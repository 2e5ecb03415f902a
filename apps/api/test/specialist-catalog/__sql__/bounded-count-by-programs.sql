WITH near AS MATERIALIZED (
    SELECT p.id FROM activity_providers p
    WHERE p.latitude IS NOT NULL AND p.longitude IS NOT NULL
      AND (point(p.longitude, p.latitude) <@> point($1::float8, $2::float8)) <= $3::float8),
c AS NOT MATERIALIZED (
    SELECT a.id, a.start_date, a.provider_id
    FROM unnest(ARRAY(SELECT id FROM near)) AS program(id)
    CROSS JOIN LATERAL (
      SELECT a.id, a.start_date, a.provider_id FROM activities a
      WHERE a.provider_id = program.id AND a.end_date >= $10::date AND a.provider_id NOT IN (SELECT hp.id FROM activity_providers hp
     LEFT JOIN camp_director_profiles hd ON hd.user_id = hp.director_id
     WHERE hp.unpublished_at IS NOT NULL OR hd.suspended_at IS NOT NULL
       OR hd.terminated_at IS NOT NULL) AND a.id NOT IN (SELECT ha.id FROM activities ha WHERE ha.unpublished_at IS NOT NULL) AND a.start_date + 0 >= $11::date AND a.end_date + 0 <= $12::date AND a.price_cents + 0 >= $13::int AND a.price_cents + 0 <= $14::int AND ($9::text[] IS NULL OR a.camp_type::text = ANY($9::text[])) AND ($4::int IS NULL OR (a.age_min <= $5::int AND a.age_max >= $4::int)) AND ($6::int IS NULL OR (a.grade_level_start <= $7::int AND a.grade_level_end >= $6::int)) AND ($8::text IS NULL OR ($8::text = 'available') = (a.total_seats IS NULL OR a.total_seats > a.reserved_seats))
    ) a), f AS NOT MATERIALIZED (
    SELECT c.id, c.start_date FROM c JOIN activities v ON v.id = c.id WHERE (v.search_vector @@ $15::tsquery OR c.provider_id = ANY($16::int[]) OR EXISTS (SELECT 1 FROM activity_skill_developments s WHERE s.activity_id = c.id AND s.skill_development_id = ANY($17::int[])) OR EXISTS (SELECT 1 FROM activity_interests s WHERE s.activity_id = c.id AND s.interest_id = ANY($18::int[]))) AND ($19::int[] IS NULL OR EXISTS (SELECT 1 FROM activity_interests s WHERE s.activity_id = c.id AND s.interest_id = ANY($19::int[]))) AND ($20::int[] IS NULL OR EXISTS (SELECT 1 FROM activity_skill_developments s WHERE s.activity_id = c.id AND s.skill_development_id = ANY($20::int[])))),
  bounded AS (SELECT count(*)::int AS n FROM (SELECT 1 FROM f LIMIT $21::int) x)
  SELECT n, n <= $22::int AS exact,
    (SELECT CASE WHEN is_called THEN last_value ELSE 0 END FROM catalog_version_seq)::text AS version,
    (SELECT CASE WHEN is_called THEN last_value ELSE 0 END FROM catalog_seats_version_seq)::text AS seats_version
  FROM bounded
