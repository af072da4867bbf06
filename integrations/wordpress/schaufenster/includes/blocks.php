<?php
/**
 * One dynamic block per widget tag (generated/blocks.json, made from the widgets' props schemas): its settings are
 * the widget's props; on the page it renders the widget's tag with the server's render inside, or its fallback.
 *
 * @package Schaufenster
 */

defined( 'ABSPATH' ) || exit;

/** The blocks' definitions, by block name. */
function schaufenster_blocks(): array {
	static $blocks = null;
	if ( null === $blocks ) {
		$blocks = array();
		foreach ( json_decode( (string) file_get_contents( SCHAUFENSTER_DIR . '/generated/blocks.json' ), true ) as $block ) {
			$blocks[ $block['name'] ] = $block;
		}
	}
	return $blocks;
}

/** A block's definition by its widget tag (`minicart/buy-button`). */
function schaufenster_block_of_widget( string $widget ): array {
	return schaufenster_blocks()[ 'schaufenster/' . str_replace( '/', '-', $widget ) ];
}

/** The product a product page shows (its id), for product blocks placed without one; null elsewhere. */
function schaufenster_current_product_id(): ?string {
	$product = $GLOBALS['schaufenster_product'] ?? null;
	return is_array( $product ) ? (string) $product['id'] : null;
}

/** A block's tag on the page: its props as the editor set them; a product block on a product page names that product. */
function schaufenster_render_block( array $block, array $attributes ): string {
	$props = is_array( $attributes['props'] ?? null ) ? $attributes['props'] : array();
	if ( isset( $block['properties']['productId'] ) && ! isset( $props['productId'] ) && ! isset( $props['product'] ) && null !== schaufenster_current_product_id() ) {
		$props['productId'] = schaufenster_current_product_id();
	}
	// The search results show what the page's address asks for: the fragment is rendered for it.
	$page_url = 'search/results' === $block['widget'] ? (string) ( $_SERVER['REQUEST_URI'] ?? '/' ) : null;
	$load     = (string) ( $attributes['load'] ?? '' );
	// On the sign-in page the form is the page: it loads at once (docs/cms/placing-widgets.md, "When a widget loads").
	if ( '' === $load && 'auth' === $block['widget'] && 'page' === ( $props['mode'] ?? '' ) ) {
		$load = 'eager';
	}
	return schaufenster_widget_tag( $block, $props, $page_url, $load );
}

add_action(
	'init',
	function () {
		wp_register_script(
			'schaufenster-blocks',
			SCHAUFENSTER_URL . 'editor/blocks.js',
			array( 'wp-blocks', 'wp-element', 'wp-components', 'wp-block-editor', 'wp-api-fetch' ),
			(string) filemtime( SCHAUFENSTER_DIR . '/editor/blocks.js' ),
			true
		);
		wp_add_inline_script( 'schaufenster-blocks', 'window.schaufensterBlocks = ' . wp_json_encode( array( 'blocks' => array_values( schaufenster_blocks() ) ) ) . ';', 'before' );
		foreach ( schaufenster_blocks() as $name => $block ) {
			register_block_type(
				$name,
				array(
					'api_version'     => 2,
					'title'           => $block['title'],
					'description'     => $block['description'],
					'category'        => 'widgets',
					'icon'            => 'store',
					'attributes'      => array(
						'props' => array(
							'type'    => 'object',
							'default' => new stdClass(),
						),
						'load'  => array(
							'type'    => 'string',
							'enum'    => array( '', 'eager', 'visible', 'idle', 'interaction' ),
							'default' => '',
						),
					),
					'supports'        => array( 'html' => false ),
					'editor_script'   => 'schaufenster-blocks',
					'render_callback' => fn ( $attributes ) => schaufenster_render_block( $block, $attributes ),
				)
			);
		}
	}
);
