<?php
/**
 * A widget's server render (`GET /fragments/<widget>/` of the widget server), fetched with a short timeout and cached
 * in a transient for as long as its `Cache-Control: max-age` says, then revalidated with its ETag. When the server
 * does not answer in time or has no render, the tag keeps its fallback: the page is never held up for long.
 *
 * @package Schaufenster
 */

defined( 'ABSPATH' ) || exit;

/** How long a fragment request may take before the tag keeps its fallback. */
const SCHAUFENSTER_FRAGMENT_TIMEOUT_S = 1;

/** How long no fragment is asked for after the widget server did not answer (one slow page, not every page). */
const SCHAUFENSTER_DOWN_S = 30;

/** How long a fragment is kept for revalidation after its max-age ran out. */
const SCHAUFENSTER_KEEP_S = DAY_IN_SECONDS;

/** The `max-age` of a Cache-Control header (0 without one, or with no-store). */
function schaufenster_max_age( string $cache_control ): int {
	if ( str_contains( $cache_control, 'no-store' ) || ! preg_match( '/max-age=(\d+)/', $cache_control, $match ) ) {
		return 0;
	}
	return (int) $match[1];
}

/**
 * The HTML the widget server renders for a tag, or null (no render, an error, a timeout): the tag's fallback stays.
 * `$page_url` is the page's path and query, for a widget that shows what the address asks for (the search results).
 */
function schaufenster_fragment( string $widget, array $props, ?string $page_url = null ): ?string {
	$server = schaufenster_render_server();
	if ( '' === $server || get_transient( 'schaufenster_down' ) ) {
		return null;
	}
	$query = array( 'props' => (string) wp_json_encode( array() === $props ? new stdClass() : $props, JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE ) );
	$site  = schaufenster_site_json();
	if ( '{}' !== $site ) {
		$query['site'] = $site;
	}
	if ( null !== $page_url ) {
		$query['url'] = $page_url;
	}
	$url    = $server . '/fragments/' . $widget . '/?' . http_build_query( $query, '', '&', PHP_QUERY_RFC3986 );
	$key    = 'schaufenster_f_' . md5( $url );
	$cached = get_transient( $key );
	if ( is_array( $cached ) && $cached['fresh_until'] > time() ) {
		return $cached['body'];
	}
	$headers = is_array( $cached ) && '' !== $cached['etag'] ? array( 'If-None-Match' => $cached['etag'] ) : array();
	$answer  = wp_remote_get(
		$url,
		array(
			'timeout'     => SCHAUFENSTER_FRAGMENT_TIMEOUT_S,
			'redirection' => 0,
			'headers'     => $headers,
		)
	);
	if ( is_wp_error( $answer ) ) {
		set_transient( 'schaufenster_down', 1, SCHAUFENSTER_DOWN_S );
		return null;
	}
	$status  = (int) wp_remote_retrieve_response_code( $answer );
	$max_age = schaufenster_max_age( (string) wp_remote_retrieve_header( $answer, 'cache-control' ) );
	if ( 304 === $status && is_array( $cached ) ) {
		$cached['fresh_until'] = time() + $max_age;
		set_transient( $key, $cached, SCHAUFENSTER_KEEP_S );
		return $cached['body'];
	}
	$body = (string) wp_remote_retrieve_body( $answer );
	if ( 200 !== $status || '' === $body ) {
		// No render (503 with its reason in X-Schaufenster-Miss, or 404): the fallback, asked again next time.
		return null;
	}
	if ( $max_age > 0 ) {
		$etag = (string) wp_remote_retrieve_header( $answer, 'etag' );
		set_transient(
			$key,
			array(
				'body'        => $body,
				'etag'        => $etag,
				'fresh_until' => time() + $max_age,
			),
			SCHAUFENSTER_KEEP_S
		);
	}
	return $body;
}

/** A contract's fallback HTML with the site's routes in place of `{routes.<name>}` (a search route opened bare). */
function schaufenster_fill_routes( string $html ): string {
	return preg_replace_callback(
		'/\{routes\.(\w+)\}/',
		function ( $match ) {
			$rules = schaufenster_site_rules()['routes'];
			if ( ! isset( $rules[ $match[1] ] ) || 'logout' === $match[1] ) {
				return $match[0];
			}
			$href = schaufenster_route( $match[1] );
			if ( 'query' === $rules[ $match[1] ]['kind'] ) {
				// Like the widgets' fillQuery: a parameter carrying only the placeholder is left out.
				$href = preg_replace( '/([?&])[^=&#]+=\{query\}(&|$)/', '$1', $href );
				$href = rtrim( str_replace( '{query}', '', $href ), '?&' );
			}
			return esc_attr( $href );
		},
		$html
	);
}

/**
 * A widget tag: its props, when it loads (`data-load`, empty: the widget's default), its min-height, and inside it
 * the server's render or else its fallback. The loader hydrates the render, or mounts the widget into the fallback.
 */
function schaufenster_widget_tag( array $block, array $props, ?string $page_url = null, string $load = '' ): string {
	$attributes = sprintf( ' data-widget="%s"', esc_attr( $block['widget'] ) );
	if ( '' !== $load ) {
		$attributes .= sprintf( ' data-load="%s"', esc_attr( $load ) );
	}
	if ( array() !== $props ) {
		$json        = (string) wp_json_encode( $props, JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE );
		$attributes .= ' data-props="' . htmlspecialchars( $json, ENT_QUOTES, 'UTF-8' ) . '"';
	}
	if ( $block['minHeight'] > 0 ) {
		$attributes .= sprintf( ' style="min-height:%dpx"', (int) $block['minHeight'] );
	}
	$content = schaufenster_fragment( $block['widget'], $props, $page_url ) ?? schaufenster_fill_routes( $block['fallback'] );
	return "<div$attributes>$content</div>";
}
