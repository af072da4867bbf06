<?php
/**
 * The block editor's product picker: products of the shop by name (the widget server's catalog search), for the
 * buy button and the product view.
 *
 * @package Schaufenster
 */

defined( 'ABSPATH' ) || exit;

add_action(
	'rest_api_init',
	function () {
		register_rest_route(
			'schaufenster/v1',
			'/products',
			array(
				'methods'             => 'GET',
				'permission_callback' => fn () => current_user_can( 'edit_posts' ),
				'args'                => array(
					'search' => array(
						'type'     => 'string',
						'required' => true,
					),
				),
				'callback'            => 'schaufenster_search_products',
			)
		);
	}
);

/** Up to ten products whose name, brand or category match the text: id, name, brand. */
function schaufenster_search_products( WP_REST_Request $request ) {
	$url    = schaufenster_render_server() . '/api/catalog/products/?' . http_build_query( array( 'q' => (string) $request['search'] ) );
	$answer = wp_remote_get( $url, array( 'timeout' => 3 ) );
	if ( is_wp_error( $answer ) || 200 !== (int) wp_remote_retrieve_response_code( $answer ) ) {
		return new WP_Error( 'schaufenster_unreachable', 'Der Widget-Server antwortet nicht.', array( 'status' => 502 ) );
	}
	$listing  = json_decode( (string) wp_remote_retrieve_body( $answer ), true );
	$products = array();
	foreach ( array_slice( $listing['products'] ?? array(), 0, 10 ) as $product ) {
		$products[] = array(
			'id'    => (string) $product['id'],
			'name'  => (string) ( $product['summary']['name'] ?? '' ),
			'brand' => (string) ( $product['brand']['name'] ?? '' ),
		);
	}
	return rest_ensure_response( $products );
}
