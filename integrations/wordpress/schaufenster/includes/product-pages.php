<?php
/**
 * The shop's product pages at the product path's pattern (PRODUCT_PATH of the widget server, e.g. /produkt/{slug}/),
 * the product looked up by its slug (404 for an unknown one), and the search route (/?s=) with the search results.
 * A theme overrides either page with schaufenster/product.php or schaufenster/search.php of its own.
 *
 * @package Schaufenster
 */

defined( 'ABSPATH' ) || exit;

/** How long a looked-up product is kept (the buy box reads price and stock live). */
const SCHAUFENSTER_PRODUCT_CACHE_S = 60;

/** The rewrite rule of the product path: its `{slug}` becomes the `schaufenster_product` query variable. */
function schaufenster_add_product_rewrite( ?string $pattern = null ): void {
	$pattern = $pattern ?? schaufenster_settings()['product_path'];
	$parts   = explode( '{slug}', trim( $pattern, '/' ), 2 );
	$regex   = '^' . preg_quote( $parts[0], '#' ) . '([^/]+)' . preg_quote( $parts[1] ?? '', '#' ) . '/?$';
	add_rewrite_rule( $regex, 'index.php?schaufenster_product=$matches[1]', 'top' );
}

add_action( 'init', fn () => schaufenster_add_product_rewrite() );
add_filter( 'query_vars', fn ( $vars ) => array_merge( $vars, array( 'schaufenster_product' ) ) );

/** The product of a slug as the product feed carries it, or null when the shop does not know it. */
function schaufenster_product_by_slug( string $slug ): ?array {
	$key    = 'schaufenster_p_' . md5( $slug );
	$cached = get_transient( $key );
	if ( is_array( $cached ) ) {
		return $cached;
	}
	$answer = wp_remote_get( schaufenster_render_server() . '/api/catalog/products/by-slug/' . rawurlencode( $slug ), array( 'timeout' => 2 ) );
	if ( is_wp_error( $answer ) || 200 !== (int) wp_remote_retrieve_response_code( $answer ) ) {
		return null;
	}
	$product = json_decode( (string) wp_remote_retrieve_body( $answer ), true );
	if ( ! is_array( $product ) || ! isset( $product['id'] ) ) {
		return null;
	}
	set_transient( $key, $product, SCHAUFENSTER_PRODUCT_CACHE_S );
	return $product;
}

// A product page is no home page of posts, and its address is no other page's.
add_action(
	'parse_query',
	function ( WP_Query $query ) {
		if ( $query->is_main_query() && '' !== (string) $query->get( 'schaufenster_product' ) ) {
			$query->is_home = false;
		}
	}
);
add_filter( 'redirect_canonical', fn ( $redirect ) => '' !== (string) get_query_var( 'schaufenster_product' ) ? false : $redirect );

add_action(
	'template_redirect',
	function () {
		$slug = (string) get_query_var( 'schaufenster_product' );
		if ( '' === $slug ) {
			return;
		}
		$product = schaufenster_product_by_slug( $slug );
		if ( null === $product ) {
			global $wp_query;
			$wp_query->set_404();
			status_header( 404 );
			nocache_headers();
			return;
		}
		$GLOBALS['schaufenster_product'] = $product;
	}
);

add_filter(
	'document_title_parts',
	function ( $parts ) {
		$product = $GLOBALS['schaufenster_product'] ?? null;
		if ( is_array( $product ) ) {
			$parts['title'] = trim( ( $product['brand']['name'] ?? '' ) . ' ' . ( $product['summary']['name'] ?? '' ) );
		}
		return $parts;
	}
);

add_filter(
	'template_include',
	function ( $template ) {
		if ( isset( $GLOBALS['schaufenster_product'] ) ) {
			return locate_template( 'schaufenster/product.php' ) ?: SCHAUFENSTER_DIR . '/templates/product.php';
		}
		if ( is_search() ) {
			return locate_template( 'schaufenster/search.php' ) ?: SCHAUFENSTER_DIR . '/templates/search.php';
		}
		return $template;
	}
);

/** A page of the plugin's templates around its content: the theme's header and footer, block theme or classic. */
function schaufenster_page( callable $content ): void {
	if ( ! wp_is_block_theme() ) {
		get_header();
		echo '<main id="main" class="site-main schaufenster-main">';
		$content();
		echo '</main>';
		get_footer();
		return;
	}
	echo "<!DOCTYPE html>\n<html ";
	language_attributes();
	echo '><head><meta charset="' . esc_attr( get_bloginfo( 'charset' ) ) . '">';
	wp_head();
	echo '</head><body class="' . esc_attr( implode( ' ', get_body_class() ) ) . '">';
	wp_body_open();
	// A template part renders only with the theme named (WordPress 6.1 reads `theme`, not the active one, for it).
	$part = fn ( $slug ) => do_blocks( sprintf( '<!-- wp:template-part {"slug":"%s","theme":"%s","tagName":"%s"} /-->', $slug, esc_attr( get_stylesheet() ), $slug ) );
	echo '<div class="wp-site-blocks">' . $part( 'header' ); // phpcs:ignore WordPress.Security.EscapeOutput -- the theme's blocks.
	echo '<main class="wp-block-group is-layout-constrained schaufenster-main">';
	$content();
	echo '</main>' . $part( 'footer' ) . '</div>'; // phpcs:ignore WordPress.Security.EscapeOutput -- the theme's blocks.
	wp_footer();
	echo '</body></html>';
}
