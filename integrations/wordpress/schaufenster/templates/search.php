<?php
/**
 * The search route (/?s=): the search results of the shop for the address's search text.
 * A theme overrides it with schaufenster/search.php.
 *
 * @package Schaufenster
 */

defined( 'ABSPATH' ) || exit;

schaufenster_page(
	function () {
		echo schaufenster_widget_tag( schaufenster_block_of_widget( 'search/results' ), array(), (string) ( $_SERVER['REQUEST_URI'] ?? '/' ) ); // phpcs:ignore WordPress.Security.EscapeOutput -- a widget tag, escaped where it is made.
	}
);
