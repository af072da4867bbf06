<?php
/**
 * The site configuration's rules as the widgets apply them (shared/site/site-config.ts), with the settings page's
 * German messages; the rules and messages come from generated/site-rules.json. Plain PHP without WordPress, so the
 * repository's tests run it with php-cli beside the TypeScript validator over the same cases.
 *
 * @package Schaufenster
 */

if ( ! function_exists( 'schaufenster_site_rules' ) ) {
	/** The generated rules (routes, limits, messages), read once. */
	function schaufenster_site_rules(): array {
		static $rules = null;
		if ( null === $rules ) {
			$rules = json_decode( (string) file_get_contents( dirname( __DIR__ ) . '/generated/site-rules.json' ), true );
		}
		return $rules;
	}
}

/** Tells whether a value is a link the widgets may render: a path of the page's site (one "/" first) or an http(s) URL. */
function schaufenster_is_site_href( string $value ): bool {
	if ( trim( $value, " \t\n\r\0\x0B\u{A0}" ) !== $value || preg_match( '/[\x00-\x1f\x7f\\\\]/', $value ) ) {
		return false;
	}
	if ( str_starts_with( $value, '/' ) ) {
		return ! str_starts_with( $value, '//' );
	}
	if ( ! preg_match( '#^https?://[^/?\#\s]#i', $value ) || preg_match( '/\s/', $value ) ) {
		return false;
	}
	$parts = parse_url( $value );
	return is_array( $parts ) && isset( $parts['host'] ) && '' !== $parts['host'] && ! isset( $parts['user'] ) && ! isset( $parts['pass'] );
}

/** A text's length as JavaScript counts it (UTF-16 code units), so the limits match the widgets'. */
function schaufenster_text_length( string $text ): int {
	// Without mbstring (not every PHP has it): code points, plus one for each outside the Basic Multilingual Plane.
	$code_points = preg_match_all( '/./su', $text );
	$astral      = preg_match_all( '/[\x{10000}-\x{10FFFF}]/u', $text );
	return false === $code_points ? strlen( $text ) : $code_points + (int) $astral;
}

/**
 * The problems of a site configuration (brand, routes, navigation, each optional), each as path => German message.
 * An empty array: the widgets accept every key of it.
 */
function schaufenster_site_problems( array $site ): array {
	$rules    = schaufenster_site_rules();
	$messages = $rules['messages'];
	$limits   = $rules['limits'];
	$problems = array();
	$brand    = $site['brand'] ?? array();
	if ( array_key_exists( 'name', $brand ) && ( ! is_string( $brand['name'] ) || schaufenster_text_length( $brand['name'] ) < 1 || schaufenster_text_length( $brand['name'] ) > $limits['labelMax'] ) ) {
		$problems['brand.name'] = sprintf( $messages['label'], 'Name', $limits['labelMax'] );
	}
	if ( array_key_exists( 'logo', $brand ) && ( ! is_string( $brand['logo'] ) || ! schaufenster_is_site_href( $brand['logo'] ) ) ) {
		$problems['brand.logo'] = sprintf( $messages['href'], 'Logo' );
	}
	if ( array_key_exists( 'alt', $brand ) && ( ! is_string( $brand['alt'] ) || schaufenster_text_length( $brand['alt'] ) > $limits['altMax'] ) ) {
		$problems['brand.alt'] = sprintf( $messages['alt'], 'Alternativtext', $limits['altMax'] );
	}
	foreach ( $site['routes'] ?? array() as $name => $value ) {
		$rule = $rules['routes'][ $name ] ?? null;
		if ( null === $rule ) {
			continue;
		}
		if ( ! is_string( $value ) || ! schaufenster_is_site_href( $value ) ) {
			$problems[ "routes.$name" ] = sprintf( $messages['href'], $rule['label'] );
		} elseif ( 'query' === $rule['kind'] && ! str_contains( $value, $rules['placeholder'] ) ) {
			$problems[ "routes.$name" ] = sprintf( $messages['query'], $rule['label'] );
		}
	}
	$valid_links = 0;
	foreach ( array_values( $site['navigation'] ?? array() ) as $index => $link ) {
		$label = $link['label'] ?? null;
		$href  = $link['href'] ?? null;
		$where = "navigation.$index";
		$known = true;
		if ( ! is_string( $label ) || schaufenster_text_length( $label ) < 1 || schaufenster_text_length( $label ) > $limits['labelMax'] ) {
			$problems[ "$where.label" ] = sprintf( $messages['label'], 'Navigation ' . ( $index + 1 ), $limits['labelMax'] );
			$known                      = false;
		}
		if ( ! is_string( $href ) || ! schaufenster_is_site_href( $href ) ) {
			$problems[ "$where.href" ] = sprintf( $messages['href'], 'Navigation ' . ( $index + 1 ) );
			$known                     = false;
		}
		if ( $known && ++$valid_links > $limits['navigationMax'] ) {
			$problems[ $where ] = sprintf( $messages['navigation'], 'Navigation', $limits['navigationMax'] );
			break;
		}
	}
	return $problems;
}
