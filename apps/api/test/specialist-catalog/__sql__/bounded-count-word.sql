SELECT count(DISTINCT id)::int AS n,
    NOT coalesce(bool_or(arm_n > $1::int), false) AS exact,
    (SELECT CASE WHEN is_called THEN last_value ELSE 0 END FROM catalog_version_seq)::text AS version,
    (SELECT CASE WHEN is_called THEN last_value ELSE 0 END FROM catalog_seats_version_seq)::text AS seats_version
  FROM (SELECT id, count(*) OVER () AS arm_n FROM (
        SELECT a.id FROM activities a WHERE a.search_vector @@ $3::tsquery AND ts_match_vq(a.search_vector, $3::tsquery) AND ts_match_vq(a.search_vector, $3::tsquery) AND ts_match_vq(a.search_vector, $3::tsquery) AND ts_match_vq(a.search_vector, $3::tsquery) AND ts_match_vq(a.search_vector, $3::tsquery) AND ts_match_vq(a.search_vector, $3::tsquery) AND ts_match_vq(a.search_vector, $3::tsquery) AND ts_match_vq(a.search_vector, $3::tsquery) AND a.end_date >= $4::date AND a.provider_id NOT IN (SELECT hp.id FROM activity_providers hp
     LEFT JOIN camp_director_profiles hd ON hd.user_id = hp.director_id
     WHERE hp.unpublished_at IS NOT NULL OR hd.suspended_at IS NOT NULL
       OR hd.terminated_at IS NOT NULL) AND a.id NOT IN (SELECT ha.id FROM activities ha WHERE ha.unpublished_at IS NOT NULL) AND a.start_date >= $5::date AND a.end_date <= $6::date AND a.price_cents >= $7::int AND a.price_cents <= $8::int AND a.camp_type = ANY($9::text[]) AND a.age_min <= $10::int AND a.age_max >= $11::int AND a.grade_level_start <= $12::int AND a.grade_level_end >= $13::int AND (a.total_seats IS NULL OR a.total_seats > a.reserved_seats)
        LIMIT $2::int) x
    UNION ALL SELECT id, count(*) OVER () AS arm_n FROM (
        SELECT a.id FROM activities a WHERE a.provider_id = ANY($14::int[]) AND a.end_date >= $15::date AND a.provider_id NOT IN (SELECT hp.id FROM activity_providers hp
     LEFT JOIN camp_director_profiles hd ON hd.user_id = hp.director_id
     WHERE hp.unpublished_at IS NOT NULL OR hd.suspended_at IS NOT NULL
       OR hd.terminated_at IS NOT NULL) AND a.id NOT IN (SELECT ha.id FROM activities ha WHERE ha.unpublished_at IS NOT NULL) AND a.start_date >= $16::date AND a.end_date <= $17::date AND a.price_cents >= $18::int AND a.price_cents <= $19::int AND a.camp_type = ANY($20::text[]) AND a.age_min <= $21::int AND a.age_max >= $22::int AND a.grade_level_start <= $23::int AND a.grade_level_end >= $24::int AND (a.total_seats IS NULL OR a.total_seats > a.reserved_seats)
        LIMIT $2::int) x
    UNION ALL SELECT id, count(*) OVER () AS arm_n FROM (
        SELECT a.id FROM (SELECT t.activity_id FROM activity_skill_developments t WHERE t.skill_development_id = ANY($25::int[])
            OFFSET 0) t CROSS JOIN LATERAL (SELECT * FROM activities a WHERE a.id = t.activity_id OFFSET 0) a WHERE true AND a.end_date >= $26::date AND a.provider_id NOT IN (SELECT hp.id FROM activity_providers hp
     LEFT JOIN camp_director_profiles hd ON hd.user_id = hp.director_id
     WHERE hp.unpublished_at IS NOT NULL OR hd.suspended_at IS NOT NULL
       OR hd.terminated_at IS NOT NULL) AND a.id NOT IN (SELECT ha.id FROM activities ha WHERE ha.unpublished_at IS NOT NULL) AND a.start_date >= $27::date AND a.end_date <= $28::date AND a.price_cents >= $29::int AND a.price_cents <= $30::int AND a.camp_type = ANY($31::text[]) AND a.age_min <= $32::int AND a.age_max >= $33::int AND a.grade_level_start <= $34::int AND a.grade_level_end >= $35::int AND (a.total_seats IS NULL OR a.total_seats > a.reserved_seats)
        LIMIT $2::int) x) u
