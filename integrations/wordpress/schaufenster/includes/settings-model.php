<?php
/**
 * The plugin's settings (one option) and the site configuration they make: what every page declares as
 * `#schaufenster-site`, what fragments are rendered for.
 *
 * @package Schaufenster
 */

defined( 'ABSPATH' ) || exit;

/** The stored settings with every key present. */
function schaufenster_settings(): array {
	$stored = get_option( SCHAUFENSTER_OPTION, array() );
	return array_replace_recursive(
		array(
			'server'        => '',
			'render_server' => '',
			'product_path'  => '/produkt/{slug}/',
			'brand'         => array( 'name' => '', 'logo_id' => 0, 'alt' => '' ),
			'routes'        => array(),
			'menu'          => 0,
		),
		is_array( $stored ) ? $stored : array()
	);
}

/** A route as the settings hold it (a page's id or a typed path) as the path the widgets link to; '' for none. */
function schaufenster_route_value( array $route ): string {
	$page = (int) ( $route['page'] ?? 0 );
	if ( $page > 0 && get_post_status( $page ) === 'publish' ) {
		return wp_make_link_relative( (string) get_permalink( $page ) );
	}
	return (string) ( $route['path'] ?? '' );
}

/** The navigation links of a WordPress menu (its top level), as the site configuration's `navigation`. */
function schaufenster_menu_links( int $menu ): array {
	$items = $menu > 0 ? wp_get_nav_menu_items( $menu ) : false;
	if ( ! is_array( $items ) ) {
		return array();
	}
	$links = array();
	foreach ( $items as $item ) {
		if ( (int) $item->menu_item_parent === 0 ) {
			$url     = (string) $item->url;
			$home    = home_url();
			$links[] = array(
				'label' => html_entity_decode( (string) $item->title, ENT_QUOTES, 'UTF-8' ),
				'href'  => str_starts_with( $url, $home ) ? wp_make_link_relative( $url ) : $url,
			);
		}
	}
	return $links;
}

/** The site configuration the settings make (only what they name: the rest keeps the widgets' defaults). */
function schaufenster_site_config( ?array $settings = null ): array {
	$settings = $settings ?? schaufenster_settings();
	$site     = array();
	$brand    = array();
	if ( '' !== $settings['brand']['name'] ) {
		$brand['name'] = $settings['brand']['name'];
	}
	$logo = (int) $settings['brand']['logo_id'] > 0 ? wp_get_attachment_url( (int) $settings['brand']['logo_id'] ) : false;
	if ( is_string( $logo ) && '' !== $logo ) {
		$brand['logo'] = $logo;
	}
	if ( '' !== $settings['brand']['alt'] ) {
		$brand['alt'] = $settings['brand']['alt'];
	}
	if ( array() !== $brand ) {
		$site['brand'] = $brand;
	}
	$routes = array();
	foreach ( array_keys( schaufenster_site_rules()['routes'] ) as $name ) {
		$value = schaufenster_route_value( $settings['routes'][ $name ] ?? array() );
		// WordPress's own pages unless others are named: its front page is the home, its search (which the plugin
		// answers with the search results) the search.
		if ( '' === $value && 'home' === $name ) {
			$value = wp_make_link_relative( home_url( '/' ) );
		}
		if ( '' === $value && 'search' === $name ) {
			$value = '/?s={query}';
		}
		if ( '' !== $value ) {
			$routes[ $name ] = $value;
		}
	}
	if ( array() !== $routes ) {
		$site['routes'] = $routes;
	}
	if ( (int) $settings['menu'] > 0 ) {
		$site['navigation'] = schaufenster_menu_links( (int) $settings['menu'] );
	}
	return $site;
}

/** The site configuration as the JSON of `#schaufenster-site` and of a fragment's `site` parameter. */
function schaufenster_site_json(): string {
	static $json = null;
	if ( null === $json ) {
		$site = schaufenster_site_config();
		// JSON_HEX_TAG: a "</script>" in a brand name cannot end the script element early.
		$json = (string) wp_json_encode( array() === $site ? new stdClass() : $site, JSON_HEX_TAG | JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE );
	}
	return $json;
}

/** A route of the site as the widgets will follow it (the configured one, else the widgets' default). */
function schaufenster_route( string $name ): string {
	// Once per request: the pages' permalinks and the menu's items are read for it.
	static $site = null;
	$site = $site ?? schaufenster_site_config();
	return $site['routes'][ $name ] ?? (string) ( schaufenster_site_rules()['routes'][ $name ]['default'] ?? '/' );
}

/** The widget server's address for the browser ('' : this site's own origin, setup 1 of docs/cms/embedding.md). */
function schaufenster_public_server(): string {
	return untrailingslashit( schaufenster_settings()['server'] );
}

/** The widget server's address for this server's fragment requests (the public one unless another is set). */
function schaufenster_render_server(): string {
	$settings = schaufenster_settings();
	$address  = '' !== $settings['render_server'] ? $settings['render_server'] : $settings['server'];
	return untrailingslashit( $address );
}
