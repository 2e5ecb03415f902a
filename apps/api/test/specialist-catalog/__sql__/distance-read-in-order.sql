WITH near AS MATERIALIZED (
    SELECT p.id FROM activity_providers p
    WHERE p.latitude IS NOT NULL AND p.longitude IS NOT NULL
      AND (point(p.longitude, p.latitude) <@> point($1::float8, $2::float8)) <= $3::float8),
f AS NOT MATERIALIZED (
  SELECT o.id, o.start_date FROM (
    SELECT a.id, a.start_date, a.provider_id FROM activities a
    WHERE a.end_date >= $4::date AND a.provider_id NOT IN (SELECT hp.id FROM activity_providers hp
     LEFT JOIN camp_director_profiles hd ON hd.user_id = hp.director_id
     WHERE hp.unpublished_at IS NOT NULL OR hd.suspended_at IS NOT NULL
       OR hd.terminated_at IS NOT NULL) AND a.id NOT IN (SELECT ha.id FROM activities ha WHERE ha.unpublished_at IS NOT NULL) AND a.start_date >= $5::date AND a.end_date <= $6::date AND a.price_cents >= $7::int AND a.price_cents <= $8::int AND a.camp_type = ANY($9::text[]) AND a.age_min <= $10::int AND a.age_max >= $11::int AND a.grade_level_start <= $12::int AND a.grade_level_end >= $13::int AND (a.total_seats IS NULL OR a.total_seats > a.reserved_seats) AND a.provider_id + 0 = ANY(ARRAY(SELECT id FROM near))
    ORDER BY a.start_date, a.id LIMIT $14::int) o
  WHERE true),
counted AS (SELECT $16::int AS n),
paged AS (SELECT $17::int AS page),
page_ids AS (
    SELECT id FROM f ORDER BY start_date, id
    LIMIT $15::int OFFSET $18::int)
  SELECT
    (SELECT n FROM counted) AS count,
    (SELECT CASE WHEN is_called THEN last_value ELSE 0 END FROM catalog_version_seq)::text AS version,
    (SELECT CASE WHEN is_called THEN last_value ELSE 0 END FROM catalog_seats_version_seq)::text AS seats_version,
    (SELECT page FROM paged) AS page,
    (SELECT coalesce(json_agg(r ORDER BY r.start_date, r.id), '[]') FROM (
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
        CASE WHEN p.latitude IS NULL OR p.longitude IS NULL THEN NULL
        ELSE point(p.longitude, p.latitude) <@> point($1::float8, $2::float8) END AS miles,
        ARRAY(SELECT ai.interest_id FROM activity_interests ai
              WHERE ai.activity_id = a.id) AS interest_ids,
        ARRAY(SELECT ak.skill_development_id FROM activity_skill_developments ak
              WHERE ak.activity_id = a.id) AS skill_ids
      FROM page_ids x
      JOIN activities a ON a.id = x.id
      JOIN activity_providers p ON p.id = a.provider_id) r) AS rows
