<?php
/**
 * Plugin Name:       Schaufenster
 * Description:       Die Schaufenster-Widgets als Blöcke, die Website-Konfiguration als Einstellungsseite, Produkt- und Suchseiten.
 * Version:           0.1.0
 * Requires at least: 6.1
 * Requires PHP:      8.2
 * License:           Proprietary
 * Text Domain:       schaufenster
 *
 * @package Schaufenster
 */

defined( 'ABSPATH' ) || exit;

const SCHAUFENSTER_OPTION = 'schaufenster_settings';
define( 'SCHAUFENSTER_DIR', __DIR__ );
define( 'SCHAUFENSTER_URL', plugin_dir_url( __FILE__ ) );

require_once __DIR__ . '/includes/site-validation.php';
require_once __DIR__ . '/includes/settings-model.php';
require_once __DIR__ . '/includes/settings-page.php';
require_once __DIR__ . '/includes/head.php';
require_once __DIR__ . '/includes/fragments.php';
require_once __DIR__ . '/includes/blocks.php';
require_once __DIR__ . '/includes/product-pages.php';
require_once __DIR__ . '/includes/rest.php';

register_activation_hook( __FILE__, 'schaufenster_activate' );
register_deactivation_hook( __FILE__, 'flush_rewrite_rules' );

/** The product pages' rewrite rule exists from the activation on. */
function schaufenster_activate(): void {
	schaufenster_add_product_rewrite();
	flush_rewrite_rules();
}
