-- One rate-limit decision in one statement (rate-limit.repository.ts), instead of a transaction of six
-- round trips. The statement is its own transaction: the advisory lock on (bucket, client) is held to
-- its end, and each statement in the function reads with a snapshot taken after the lock (a volatile
-- function's statements each take their own under READ COMMITTED), so two processes still cannot both
-- admit the last allowed action.
-- Answers NULL when the action is admitted (and counted), else the time until which it is refused.
CREATE FUNCTION rate_limit_consume(
  p_bucket text,
  p_client_key text,
  p_at timestamptz,
  p_max integer,
  p_window_ms bigint,
  p_block_ms bigint
) RETURNS timestamptz
LANGUAGE plpgsql VOLATILE SET search_path = public AS $$
DECLARE
  v_window interval := p_window_ms * interval '1 millisecond';
  v_until timestamptz;
  v_hits integer;
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext(p_bucket), hashtext(p_client_key));
  SELECT blocked_until INTO v_until FROM rate_limit_blocks
  WHERE bucket = p_bucket AND client_key = p_client_key AND blocked_until > p_at
  LIMIT 1;
  IF v_until IS NOT NULL THEN
    RETURN v_until;
  END IF;
  -- Hits before the window are forgotten; those left are counted.
  DELETE FROM rate_limit_hits
  WHERE bucket = p_bucket AND client_key = p_client_key AND created_at < p_at - v_window;
  SELECT count(*) INTO v_hits FROM rate_limit_hits WHERE bucket = p_bucket AND client_key = p_client_key;
  IF v_hits < p_max THEN
    INSERT INTO rate_limit_hits (bucket, client_key, created_at) VALUES (p_bucket, p_client_key, p_at);
    RETURN NULL;
  END IF;
  IF p_block_ms IS NOT NULL THEN
    v_until := p_at + p_block_ms * interval '1 millisecond';
    DELETE FROM rate_limit_blocks WHERE bucket = p_bucket AND client_key = p_client_key;
    INSERT INTO rate_limit_blocks (bucket, client_key, blocked_until) VALUES (p_bucket, p_client_key, v_until);
    RETURN v_until;
  END IF;
  SELECT min(created_at) INTO v_until FROM rate_limit_hits WHERE bucket = p_bucket AND client_key = p_client_key;
  RETURN coalesce(v_until, p_at) + v_window;
END
$$;
