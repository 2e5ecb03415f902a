WITH f AS NOT MATERIALIZED (SELECT a.id, a.start_date FROM activities a WHERE a.end_date >= $2::date AND a.provider_id NOT IN (SELECT hp.id FROM activity_providers hp
     LEFT JOIN camp_director_profiles hd ON hd.user_id = hp.director_id
     WHERE hp.unpublished_at IS NOT NULL OR hd.suspended_at IS NOT NULL
       OR hd.terminated_at IS NOT NULL) AND a.id NOT IN (SELECT ha.id FROM activities ha WHERE ha.unpublished_at IS NOT NULL) AND a.start_date >= $3::date AND a.end_date <= $4::date AND a.price_cents >= $5::int AND a.price_cents <= $6::int AND a.camp_type = ANY($7::text[]) AND a.age_min <= $8::int AND a.age_max >= $9::int AND a.grade_level_start <= $10::int AND a.grade_level_end >= $11::int AND (a.total_seats IS NULL OR a.total_seats > a.reserved_seats) AND EXISTS (SELECT 1 FROM activity_interests s WHERE s.activity_id = a.id AND s.interest_id = ANY($1::int[]))),
  bounded AS (SELECT count(*)::int AS n FROM (SELECT 1 FROM f LIMIT $12::int) x)
  SELECT n, n <= $13::int AS exact,
    (SELECT CASE WHEN is_called THEN last_value ELSE 0 END FROM catalog_version_seq)::text AS version,
    (SELECT CASE WHEN is_called THEN last_value ELSE 0 END FROM catalog_seats_version_seq)::text AS seats_version
  FROM bounded
