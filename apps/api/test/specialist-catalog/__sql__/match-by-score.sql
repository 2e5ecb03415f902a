WITH f AS MATERIALIZED (SELECT a.id, a.start_date FROM activities a WHERE a.end_date >= $4::date AND a.provider_id NOT IN (SELECT hp.id FROM activity_providers hp
     LEFT JOIN camp_director_profiles hd ON hd.user_id = hp.director_id
     WHERE hp.unpublished_at IS NOT NULL OR hd.suspended_at IS NOT NULL
       OR hd.terminated_at IS NOT NULL) AND a.id NOT IN (SELECT ha.id FROM activities ha WHERE ha.unpublished_at IS NOT NULL) AND a.id IN (SELECT w.id FROM activities w WHERE w.search_vector @@ $1::tsquery
      UNION ALL SELECT w.id FROM activities w WHERE w.provider_id = ANY($2::int[])
      UNION ALL SELECT s.activity_id FROM activity_skill_developments s WHERE s.skill_development_id = ANY($3::int[]))),
counted AS (SELECT count(*)::int AS n FROM f),
paged AS (
    SELECT least($6::int, greatest(ceil(n / $5::int::numeric)::int, 1)) AS page
    FROM counted),
page_ids AS (
    SELECT a.id, (CASE WHEN a.age_min <= $7::int AND a.age_max >= $7::int THEN 20 ELSE 0 END
      + CASE WHEN a.grade_level_start <= $8::int AND a.grade_level_end >= $8::int THEN 10 ELSE 0 END
      + CASE WHEN a.id IN (SELECT m.activity_id FROM activity_interests m JOIN f ON f.id = m.activity_id WHERE m.interest_id = ANY($11::int[])) THEN 20 ELSE 0 END
      + CASE WHEN a.id IN (SELECT m.activity_id FROM activity_skill_developments m JOIN f ON f.id = m.activity_id WHERE m.skill_development_id = ANY($12::int[])) THEN 5 ELSE 0 END
      + CASE WHEN ((a.start_date >= $13::date AND a.end_date <= $14::date) OR (a.start_date >= $15::date AND a.end_date <= $16::date) OR (a.start_date >= $17::date AND a.end_date <= $18::date) OR (a.start_date >= $19::date AND a.end_date <= $20::date)) THEN 25 ELSE 0 END
      + CASE WHEN (point(p.longitude, p.latitude) <@> point($9::float8, $10::float8)) <= CASE WHEN a.camp_type = 'Overnight' THEN $21::float8
        ELSE $22::float8 END THEN 10 ELSE 0 END
      + CASE WHEN a.price_cents + a.fee_cents <= $23::int THEN 10 ELSE 0 END) AS score
    FROM f JOIN activities a ON a.id = f.id JOIN activity_providers p ON p.id = a.provider_id
    ORDER BY score DESC, a.start_date, a.id
    LIMIT $5::int OFFSET ((SELECT page FROM paged) - 1) * $5::int)
  SELECT
    (SELECT n FROM counted) AS count,
    (SELECT CASE WHEN is_called THEN last_value ELSE 0 END FROM catalog_version_seq)::text AS version,
    (SELECT CASE WHEN is_called THEN last_value ELSE 0 END FROM catalog_seats_version_seq)::text AS seats_version,
    (SELECT page FROM paged) AS page,
    (SELECT coalesce(json_agg(r ORDER BY r.match_score DESC, r.start_date, r.id), '[]') FROM (
      SELECT a.id, a.provider_id, p.name AS provider_name,
        p.specialist_notes AS provider_specialist_notes, p.sibling_discount_percent,
        p.multi_week_discount_percent, p.multi_week_discount_from_week, a.parent_activity_id,
        a.name, a.url,
        a.price_cents, a.fee_cents, a.start_date, a.end_date, a.meeting_days, a.start_time,
        a.end_time, a.sku,
        a.camp_type, a.description, a.other_info, a.grade_level_start, a.grade_level_end,
        a.age_min, a.age_max, a.media_link, a.optional_media_link, a.total_seats,
        a.reserved_seats, a.instructor, a.camp_info_time, a.camp_info_title, a.details,
        a.what_to_bring,
        a.location, a.latitude, a.longitude, a.specialist_notes,
        NULL::float8 AS miles,
        x.score AS match_score,
        (point(p.longitude, p.latitude) <@> point($9::float8, $10::float8)) AS match_miles,
        ARRAY(SELECT ai.interest_id FROM activity_interests ai
              WHERE ai.activity_id = a.id) AS interest_ids,
        ARRAY(SELECT ak.skill_development_id FROM activity_skill_developments ak
              WHERE ak.activity_id = a.id) AS skill_ids
      FROM page_ids x
      JOIN activities a ON a.id = x.id
      JOIN activity_providers p ON p.id = a.provider_id) r) AS rows
