<?php
/**
 * Einstellungen → Schaufenster: the widget server, the brand, the routes and the navigation. A wrong entry is refused
 * with its German message beside it, nothing is saved, and the form keeps what the editor typed.
 *
 * @package Schaufenster
 */

defined( 'ABSPATH' ) || exit;

require_once __DIR__ . '/settings-form.php';

add_action(
	'admin_menu',
	function () {
		$hook = add_options_page( 'Schaufenster', 'Schaufenster', 'manage_options', 'schaufenster', 'schaufenster_render_settings_page' );
		add_action( "load-$hook", 'schaufenster_handle_settings_post' );
	}
);

add_action(
	'admin_enqueue_scripts',
	function ( $hook ) {
		if ( 'settings_page_schaufenster' === $hook ) {
			wp_enqueue_media();
			wp_enqueue_script( 'schaufenster-settings', SCHAUFENSTER_URL . 'editor/settings.js', array( 'jquery' ), '0.1.0', true );
		}
	}
);

/** The form as the editor sent it, or null when it was not sent. */
function schaufenster_posted_settings(): ?array {
	if ( ! isset( $_POST['schaufenster'] ) || ! is_array( $_POST['schaufenster'] ) ) {
		return null;
	}
	check_admin_referer( 'schaufenster_settings' );
	$posted = wp_unslash( $_POST['schaufenster'] );
	$routes = array();
	foreach ( array_keys( schaufenster_site_rules()['routes'] ) as $name ) {
		$routes[ $name ] = array(
			'page' => absint( $posted['routes'][ $name ]['page'] ?? 0 ),
			'path' => trim( (string) ( $posted['routes'][ $name ]['path'] ?? '' ) ),
		);
	}
	return array(
		'server'        => trim( (string) ( $posted['server'] ?? '' ) ),
		'render_server' => trim( (string) ( $posted['render_server'] ?? '' ) ),
		'product_path'  => trim( (string) ( $posted['product_path'] ?? '' ) ),
		'brand'         => array(
			'name'    => trim( (string) ( $posted['brand']['name'] ?? '' ) ),
			'logo_id' => absint( $posted['brand']['logo_id'] ?? 0 ),
			'alt'     => trim( (string) ( $posted['brand']['alt'] ?? '' ) ),
		),
		'routes'        => $routes,
		'menu'          => absint( $posted['menu'] ?? 0 ),
	);
}

/** The problems of the settings, field by field, German (the site configuration's as the widgets see them). */
function schaufenster_settings_problems( array $settings ): array {
	$problems = array();
	foreach ( array( 'server' => 'Adresse des Widget-Servers', 'render_server' => 'Adresse für das Server-Rendering' ) as $key => $label ) {
		if ( '' !== $settings[ $key ] && ! preg_match( '#^https?://[^/\s?\#]+/?$#i', $settings[ $key ] ) ) {
			$problems[ $key ] = "$label: Erwartet wird eine http(s)-Adresse ohne Pfad, z. B. „https://widgets.shop.example“.";
		}
	}
	if ( ! str_starts_with( $settings['product_path'], '/' ) || str_starts_with( $settings['product_path'], '//' ) || substr_count( $settings['product_path'], '{slug}' ) !== 1 || ! str_ends_with( $settings['product_path'], '/' ) ) {
		$problems['product_path'] = 'Produktseiten: Erwartet wird ein Pfad mit {slug} und „/“ am Ende, z. B. „/produkt/{slug}/“ (wie PRODUCT_PATH des Widget-Servers).';
	}
	return $problems + schaufenster_site_problems( schaufenster_site_config( $settings ) );
}

/** Saves a valid form (then back to the page, so a reload sends nothing twice); keeps a wrong one for the page. */
function schaufenster_handle_settings_post(): void {
	$posted = schaufenster_posted_settings();
	if ( null === $posted ) {
		return;
	}
	$problems = schaufenster_settings_problems( $posted );
	if ( array() !== $problems ) {
		$GLOBALS['schaufenster_form'] = array(
			'settings' => $posted,
			'problems' => $problems,
		);
		return;
	}
	$path_changed = schaufenster_settings()['product_path'] !== $posted['product_path'];
	update_option( SCHAUFENSTER_OPTION, $posted );
	if ( $path_changed ) {
		schaufenster_add_product_rewrite( $posted['product_path'] );
		flush_rewrite_rules();
	}
	wp_safe_redirect( add_query_arg( array( 'page' => 'schaufenster', 'updated' => '1' ), admin_url( 'options-general.php' ) ) );
	exit;
}
