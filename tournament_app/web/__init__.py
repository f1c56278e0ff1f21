"""The venue server: each table's page for a phone, the players' page, and their JSON (wave 3).

Starlette answers, uvicorn serves; every write goes through the same services, versions and audit trail
as a desk's (this layer only turns HTTP into those calls and back). Nothing here knows SQL or widgets.
"""
