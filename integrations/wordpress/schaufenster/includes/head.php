<?php
/**
 * Every page declares the site configuration (`#schaufenster-site`) and carries the loader script with the page's id.
 *
 * @package Schaufenster
 */

defined( 'ABSPATH' ) || exit;

/** The page's id for the widgets (`data-page-id`: every API call and page_view names it), by its template. */
function schaufenster_page_id(): string {
	if ( '' !== (string) get_query_var( 'schaufenster_product' ) ) {
		return 'product';
	}
	if ( is_front_page() ) {
		return 'home';
	}
	if ( is_search() ) {
		return 'search';
	}
	if ( is_page() ) {
		$path = wp_make_link_relative( (string) get_permalink() );
		foreach ( array( 'cart' => 'cart', 'checkout' => 'checkout', 'account' => 'account', 'authenticate' => 'sign-in' ) as $route => $id ) {
			if ( strtok( schaufenster_route( $route ), '?' ) === $path ) {
				return $id;
			}
		}
	}
	return 'other';
}

/**
 * The loader script's attributes. A page under a Content-Security-Policy with nonces gets its nonce through the
 * `schaufenster_script_nonce` filter (WordPress has no page nonce of its own). No `integrity`: loader.js is the one
 * file of the widget server that changes in place (the remotes it loads are immutable and checked by it).
 */
function schaufenster_loader_tag(): string {
	$server     = schaufenster_public_server();
	$attributes = array(
		'src'          => $server . '/widgets/loader.js',
		'data-beacon'  => '/api/widget-mounts/',
		'data-page-id' => schaufenster_page_id(),
	);
	if ( '' !== $server ) {
		$attributes['data-api'] = $server;
	}
	$nonce = (string) apply_filters( 'schaufenster_script_nonce', '' );
	if ( '' !== $nonce ) {
		$attributes['nonce'] = $nonce;
	}
	$html = '<script';
	foreach ( $attributes as $name => $value ) {
		$html .= sprintf( ' %s="%s"', $name, esc_attr( $value ) );
	}
	return $html . " defer></script>\n";
}

add_action(
	'wp_head',
	function () {
		$server = schaufenster_public_server();
		printf( '<link rel="preload" href="%s" as="fetch" crossorigin="anonymous">' . "\n", esc_url( $server . '/widgets/registry.json' ) );
		echo '<script type="application/json" id="schaufenster-site">' . schaufenster_site_json() . "</script>\n"; // phpcs:ignore WordPress.Security.EscapeOutput -- JSON with JSON_HEX_TAG.
		echo schaufenster_loader_tag(); // phpcs:ignore WordPress.Security.EscapeOutput -- escaped attribute by attribute.
	},
	1
);
