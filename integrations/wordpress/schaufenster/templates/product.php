<?php
/**
 * A product page: the product view (gallery, brand, name, price, the buy box) and the feed's description.
 * A theme overrides it with schaufenster/product.php; `$GLOBALS['schaufenster_product']` is the feed's product.
 *
 * @package Schaufenster
 */

defined( 'ABSPATH' ) || exit;

schaufenster_page(
	function () {
		$product = $GLOBALS['schaufenster_product'];
		echo schaufenster_widget_tag( schaufenster_block_of_widget( 'minicart/product-view' ), array( 'productId' => (string) $product['id'] ) ); // phpcs:ignore WordPress.Security.EscapeOutput -- a widget tag, escaped where it is made.
		if ( ! empty( $product['description'] ) ) {
			printf( '<div class="schaufenster-description"><p>%s</p></div>', esc_html( $product['description'] ) );
		}
	}
);
