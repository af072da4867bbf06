<?php
/**
 * The settings page's form: what the editor saved, or what they typed when it was refused, with each problem beside
 * its field.
 *
 * @package Schaufenster
 */

defined( 'ABSPATH' ) || exit;

/** A field's problem, if it has one, as the message beside it. */
function schaufenster_field_problem( array $problems, string $key ): void {
	if ( isset( $problems[ $key ] ) ) {
		printf( '<p class="schaufenster-problem" role="alert" style="color:#b32d2e">%s</p>', esc_html( $problems[ $key ] ) );
	}
}

/** A text field of the form. */
function schaufenster_text_field( string $name, string $value, string $label, string $type = 'text' ): void {
	$id = 'schaufenster-' . sanitize_title( $name );
	printf( '<tr><th scope="row"><label for="%1$s">%2$s</label></th><td>', esc_attr( $id ), esc_html( $label ) );
	printf( '<input type="%4$s" class="regular-text" id="%1$s" name="%2$s" value="%3$s">', esc_attr( $id ), esc_attr( $name ), esc_attr( $value ), esc_attr( $type ) );
}

/** Einstellungen → Schaufenster. */
function schaufenster_render_settings_page(): void {
	$form     = $GLOBALS['schaufenster_form'] ?? null;
	$settings = $form['settings'] ?? schaufenster_settings();
	$problems = $form['problems'] ?? array();
	$rules    = schaufenster_site_rules();
	echo '<div class="wrap"><h1>Schaufenster</h1>';
	if ( array() !== $problems ) {
		echo '<div class="notice notice-error"><p>Nicht gespeichert: Bitte korrigiere die markierten Angaben.</p><ul>';
		foreach ( $problems as $message ) {
			printf( '<li>%s</li>', esc_html( $message ) );
		}
		echo '</ul></div>';
	} elseif ( isset( $_GET['updated'] ) ) {
		echo '<div class="notice notice-success"><p>Einstellungen gespeichert.</p></div>';
	}
	echo '<form method="post" action="">';
	wp_nonce_field( 'schaufenster_settings' );
	echo '<h2>Widget-Server</h2><table class="form-table" role="presentation">';
	schaufenster_text_field( 'schaufenster[server]', $settings['server'], 'Adresse des Widget-Servers', 'url' );
	echo '<p class="description">Woher Browser Loader, Widgets und API laden, z. B. https://widgets.shop.example; leer: diese Website (nginx-Datei aus docs/cms/embedding.md).</p>';
	schaufenster_field_problem( $problems, 'server' );
	echo '</td></tr>';
	schaufenster_text_field( 'schaufenster[render_server]', $settings['render_server'], 'Adresse für das Server-Rendering', 'url' );
	echo '<p class="description">Optional: wie dieser Server den Widget-Server für Fragmente erreicht, wenn anders als oben.</p>';
	schaufenster_field_problem( $problems, 'render_server' );
	echo '</td></tr>';
	schaufenster_text_field( 'schaufenster[product_path]', $settings['product_path'], 'Produktseiten' );
	echo '<p class="description">Muster der Produktseiten mit {slug}, wie PRODUCT_PATH des Widget-Servers.</p>';
	schaufenster_field_problem( $problems, 'product_path' );
	echo '</td></tr></table>';

	echo '<h2>Marke</h2><table class="form-table" role="presentation">';
	schaufenster_text_field( 'schaufenster[brand][name]', $settings['brand']['name'], 'Name' );
	printf( '<p class="description">%s</p>', esc_html( $rules['brand']['name'] ) );
	schaufenster_field_problem( $problems, 'brand.name' );
	echo '</td></tr><tr><th scope="row">Logo</th><td>';
	$logo_id = (int) $settings['brand']['logo_id'];
	$logo    = $logo_id > 0 ? wp_get_attachment_url( $logo_id ) : '';
	printf( '<input type="hidden" id="schaufenster-logo-id" name="schaufenster[brand][logo_id]" value="%d">', $logo_id );
	printf( '<img id="schaufenster-logo-preview" src="%s" alt="" style="max-height:48px;%s"> ', esc_url( (string) $logo ), $logo ? '' : 'display:none' );
	echo '<button type="button" class="button" id="schaufenster-logo-choose">Logo aus der Mediathek wählen</button> ';
	echo '<button type="button" class="button-link" id="schaufenster-logo-remove">Entfernen</button>';
	printf( '<p class="description">%s</p>', esc_html( $rules['brand']['logo'] ) );
	schaufenster_field_problem( $problems, 'brand.logo' );
	echo '</td></tr>';
	schaufenster_text_field( 'schaufenster[brand][alt]', $settings['brand']['alt'], 'Alternativtext des Logos' );
	printf( '<p class="description">%s</p>', esc_html( $rules['brand']['alt'] ) );
	schaufenster_field_problem( $problems, 'brand.alt' );
	echo '</td></tr></table>';

	echo '<h2>Seiten (Routen)</h2><p>Je Route eine Seite dieser Website oder ein Pfad; leer: die Vorgabe der Widgets.</p><table class="form-table" role="presentation">';
	foreach ( $rules['routes'] as $name => $rule ) {
		$route = $settings['routes'][ $name ] ?? array();
		$id    = "schaufenster-route-$name";
		printf( '<tr><th scope="row"><label for="%s">%s</label></th><td>', esc_attr( $id ), esc_html( $rule['label'] ) );
		if ( 'href' === $rule['kind'] ) {
			wp_dropdown_pages(
				array(
					'name'              => "schaufenster[routes][$name][page]",
					'id'                => "$id-page",
					'selected'          => (int) ( $route['page'] ?? 0 ),
					'show_option_none'  => '— Pfad eingeben —',
					'option_none_value' => '0',
				)
			);
			echo ' ';
		}
		printf(
			'<input type="text" class="regular-text" id="%1$s" name="schaufenster[routes][%2$s][path]" value="%3$s" placeholder="%4$s" aria-label="%5$s">',
			esc_attr( $id ),
			esc_attr( $name ),
			esc_attr( (string) ( $route['path'] ?? '' ) ),
			esc_attr( 'search' === $name ? '/?s={query}' : (string) $rule['default'] ),
			esc_attr( $rule['label'] . ': Pfad' )
		);
		printf( '<p class="description">%s</p>', esc_html( $rule['help'] ) );
		schaufenster_field_problem( $problems, "routes.$name" );
		echo '</td></tr>';
	}
	echo '</table><h2>Navigation</h2><table class="form-table" role="presentation"><tr><th scope="row"><label for="schaufenster-menu">Menü</label></th><td>';
	echo '<select id="schaufenster-menu" name="schaufenster[menu]"><option value="0">— Navigation der Widgets —</option>';
	foreach ( wp_get_nav_menus() as $menu ) {
		printf( '<option value="%d"%s>%s</option>', (int) $menu->term_id, selected( (int) $settings['menu'], (int) $menu->term_id, false ), esc_html( $menu->name ) );
	}
	printf( '</select><p class="description">%s</p>', esc_html( $rules['navigation'] ) );
	foreach ( $problems as $key => $message ) {
		if ( str_starts_with( (string) $key, 'navigation' ) ) {
			schaufenster_field_problem( $problems, (string) $key );
		}
	}
	echo '</td></tr></table>';
	submit_button( 'Einstellungen speichern' );
	echo '</form></div>';
}
