<?php
/**
 * Uninstalling the plugin removes everything it stored: its settings and its cached fragments.
 *
 * @package Schaufenster
 */

defined( 'WP_UNINSTALL_PLUGIN' ) || exit;

global $wpdb;
delete_option( 'schaufenster_settings' );
delete_option( 'schaufenster_product_path' );
$wpdb->query( "DELETE FROM {$wpdb->options} WHERE option_name LIKE '\\_transient\\_schaufenster\\_%' OR option_name LIKE '\\_transient\\_timeout\\_schaufenster\\_%'" );
flush_rewrite_rules();
